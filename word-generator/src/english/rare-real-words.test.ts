import { createSeededRandom } from '@bluffle/shared-schema';
import { FAMILIAR_RANK, frequencyRanks, rarityOf } from '../common/frequency-ranks';
import { collectRareRealWords } from './rare-real-words';
import type { WordNet } from '../common/wordnet-reader';

const lists = {
  scowlLevel: new Map([
    ['prelacy', 60],
    ['legacy', 35],
    ['primacy', 50],
    ['papacy', 70],
    ['lunacy', 50],
  ]),
  subtlexCount: new Map([
    ['legacy', 900],
    ['lunacy', 120],
    ['primacy', 3],
  ]),
  bigLists: new Set<string>(),
  sourceNames: [],
};
const wordNet: WordNet = {
  synsets: new Map(),
  senses: new Map(['prelacy', 'legacy', 'primacy', 'papacy', 'lunacy'].map((word) => [word, new Map()])),
};

describe("a fake follow-up's rare real word", () => {
  it('is a dictionary word outside the commonest, never one the game asks, spread by use', () => {
    const ranks = { ...frequencyRanks(lists), isAmong: (word: string) => word === 'legacy' };
    const rare = collectRareRealWords(lists, wordNet, ranks, new Set(['primacy']));
    const uses = new Map<string, number>();
    const random = createSeededRandom(1);
    const picked = [1, 2, 3, 4].map(() => rare.pick('acy', 7, (word) => word === 'lunacy', uses, random));
    expect(new Set(picked)).toEqual(new Set(['prelacy', 'papacy']));
    expect(uses.get('prelacy')).toBe(2);
    expect(rare.pick('xyz', 7, () => false, uses, random)).toBeUndefined();
  });
});

describe('rarity told to players', () => {
  it('comes from frequency: common, uncommon, rare, very rare', () => {
    const ranks = frequencyRanks(lists);
    expect(ranks.rankOf('legacy')).toBe(1);
    expect(rarityOf('legacy', { ...ranks, isAmong: () => true }, 900)).toBe('common');
    expect(rarityOf('lunacy', { ...ranks, isAmong: () => false }, 120)).toBe('uncommon');
    expect(rarityOf('primacy', { ...ranks, isAmong: () => false }, 3)).toBe('rare');
    expect(rarityOf('papacy', { ...ranks, isAmong: () => false }, 0)).toBe('very rare');
  });
});

describe('how familiar a word is to a reader', () => {
  it('is its frequency rank, or the familiar bar when a small dictionary lists it', () => {
    const ranks = frequencyRanks(lists);
    // legacy: SUBTLEX's first here, and in the small dictionary too: its rank stands.
    expect(ranks.familiarRankOf('legacy')).toBe(1);
    // lunacy and primacy are in SUBTLEX, but only a larger dictionary (SCOWL 50) lists them.
    expect(ranks.familiarRankOf('Lunacy')).toBe(2);
    expect(ranks.familiarRankOf('primacy')).toBe(3);
    // papacy: never in subtitles, SCOWL 70: unknown to a reader.
    expect(ranks.familiarRankOf('papacy')).toBe(Number.POSITIVE_INFINITY);
    const withParsnip = frequencyRanks({
      scowlLevel: new Map([['parsnip', 35]]),
      subtlexCount: new Map([['parsnip', 1]]),
    });
    // parsnip ranks anywhere in subtitles, yet every reader knows it: the familiar bar.
    expect(withParsnip.familiarRankOf('parsnip')).toBe(1);
    expect(
      frequencyRanks({ scowlLevel: new Map([['evenness', 35]]), subtlexCount: new Map() }).familiarRankOf(
        'evenness',
      ),
    ).toBe(FAMILIAR_RANK);
  });
});
