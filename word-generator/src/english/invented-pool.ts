import type { RandomSource } from '@bluffle/shared-schema';
import type { FakeWordCheckLists } from './fake-word-filters';
import {
  indexForOneEdits,
  MAX_FAKE_LENGTH,
  MIN_FAKE_LENGTH,
  rejectFakeWord,
  releaseOneEditIndex,
} from './fake-word-filters';
import { inventedStemOf } from './graft';
import { isJudgedInvented } from './judged-spellings';
import { hasEnglishSeams } from './letter-runs';
import type { MarkovModel } from '../common/markov-model';
import { sampleWord } from '../common/markov-model';
import type { TrainedModel } from '../common/naturalness-classifier';
import { trainSpellingModel } from '../common/naturalness-classifier';

/** Endings of these lengths index the pool, so a donor can find invented words that end as it does. */
const ENDING_LENGTHS = [2, 3, 4, 5] as const;

export interface InventedWord {
  word: string;
  /** How real its spelling looks: a spelling classifier's probability that it is a real word (0..1). */
  naturalness: number;
}

export interface InventedPool {
  /** ending -> invented words ending with it (words of the kept share only). */
  byEnding: Map<string, InventedWord[]>;
  size: number;
}

export interface PoolOptions {
  /** Markov samples to draw. */
  draws: number;
  /** Share of the filtered words to keep, the most real-looking first (: "keep only fakes that look like the language"). */
  keepShare: number;
}

/**
 * Invents words with the Markov chain, drops every one a filter rejects or readers rated invented
 * (judged-spellings.ts), then keeps only the share a spelling
 * classifier finds hardest to tell from real words. The classifier is the measure turned into a
 * filter: trained to separate `realWords` from the invented ones, it scores each invented word's chance of
 * being real. Deterministic for a seeded random source.
 */
export function inventPool(
  model: MarkovModel,
  lists: FakeWordCheckLists,
  /** The training words' runs of letters (letter-runs.ts): a seam no real word has reads as invented. */
  letterRuns: ReadonlyMap<string, number>,
  realWords: readonly string[],
  options: PoolOptions,
  random: RandomSource,
): InventedPool {
  const seen = new Set<string>();
  const invented: string[] = [];
  // Hundreds of thousands of candidates: the one-edit check looks them up in an index, let go after.
  indexForOneEdits(lists.commonWords);
  for (let draw = 0; draw < options.draws; draw += 1) {
    const word = sampleWord(model, random, MAX_FAKE_LENGTH + 1);
    if (!word || word.length < MIN_FAKE_LENGTH || seen.has(word)) continue;
    seen.add(word);
    if (!hasEnglishSeams(word, letterRuns)) continue;
    if (isJudgedInvented(word)) continue;
    if (!rejectFakeWord(word, inventedStemOf(word), lists)) invented.push(word);
  }
  releaseOneEditIndex(lists.commonWords);
  const classifier = trainSpellingModel(
    [
      ...realWords.map((word) => ({ word, isReal: true })),
      ...invented.map((word) => ({ word, isReal: false })),
    ],
    { epochs: 15, random },
  );
  return indexByEnding(keepMostNatural(invented, classifier, options.keepShare));
}

function keepMostNatural(words: readonly string[], classifier: TrainedModel, share: number): InventedWord[] {
  const scored = words
    .map((word) => ({ word, naturalness: classifier.score(word) }))
    .sort((left, right) => right.naturalness - left.naturalness || (left.word < right.word ? -1 : 1));
  return scored.slice(0, Math.max(1, Math.floor(scored.length * share)));
}

function indexByEnding(words: readonly InventedWord[]): InventedPool {
  const byEnding = new Map<string, InventedWord[]>();
  for (const invented of words) {
    for (const length of ENDING_LENGTHS) {
      if (invented.word.length - length < 3) continue;
      const ending = invented.word.slice(-length);
      const group = byEnding.get(ending);
      if (group) group.push(invented);
      else byEnding.set(ending, [invented]);
    }
  }
  return { byEnding, size: words.length };
}
