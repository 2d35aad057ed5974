import { createSeededRandom } from '@bluffle/shared-schema';
import { JUDGED_SPELLINGS } from './data/judged-spellings';
import { WORDS_OUR_LISTS_LACK } from './data/words-our-lists-lack';
import { inventPool } from './invented-pool';
import { isJudgedInvented, judgedRating } from './judged-spellings';
import { indexLetterRuns } from './letter-runs';
import { trainMarkovModel } from '../common/markov-model';

const NO_LISTS = {
  knownWords: new Set<string>(),
  commonWords: new Set<string>(),
  compoundParts: new Set<string>(),
  veryCommonWords: new Set<string>(),
};

/** The words a pool keeps when the chain can make only `words`. */
function pooledWords(words: readonly string[]): string[] {
  const pool = inventPool(
    trainMarkovModel(words, 6),
    NO_LISTS,
    indexLetterRuns(words),
    ['lantern', 'meadow', 'pepper', 'thimble'],
    { draws: 400, keepShare: 1 },
    createSeededRandom(3),
  );
  const kept = new Set<string>();
  for (const group of pool.byEnding.values()) for (const invented of group) kept.add(invented.word);
  return [...kept].sort();
}

describe('invented spellings readers rated', () => {
  it('keeps each word once, in lower case, rated 1 to 5', () => {
    const words = JUDGED_SPELLINGS.map(([word]) => word);
    expect(new Set(words).size).toBe(words.length);
    for (const [word, rating] of JUDGED_SPELLINGS) {
      expect(word).toMatch(/^[a-z]+$/);
      expect([1, 2, 3, 4, 5]).toContain(rating);
    }
  });

  it('calls a spelling invented only when readers rated it below 3', () => {
    const invented = JUDGED_SPELLINGS.find(([, rating]) => rating === 1)![0];
    const unsure = JUDGED_SPELLINGS.find(([, rating]) => rating === 3)![0];
    expect(isJudgedInvented(invented)).toBe(true);
    expect(isJudgedInvented(unsure)).toBe(false);
    expect(judgedRating(unsure)).toBe(3);
    expect(isJudgedInvented('lantern')).toBe(false);
    expect(judgedRating('lantern')).toBeUndefined();
  });

  it('never pools a spelling readers rated invented, and pools the others the chain makes', () => {
    const invented = JUDGED_SPELLINGS.filter(([word, rating]) => rating === 1 && word.length >= 7)[0]![0];
    const believed = JUDGED_SPELLINGS.filter(([word, rating]) => rating === 4 && word.length >= 7)[0]![0];
    const pooled = pooledWords([invented, believed]);
    expect(pooled).toContain(believed);
    expect(pooled).not.toContain(invented);
  });

  it('names each real word the lists lack once, with its meaning', () => {
    const words = WORDS_OUR_LISTS_LACK.map(([word]) => word);
    expect(new Set(words).size).toBe(words.length);
    for (const [word, meaning] of WORDS_OUR_LISTS_LACK) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(meaning.length).toBeGreaterThan(3);
    }
  });
});
