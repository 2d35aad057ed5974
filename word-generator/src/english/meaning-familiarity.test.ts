import { familiarityTell } from '../quality/bank-quality';
import type { FrequencyRanks } from '../common/frequency-ranks';
import { commonestNameRank, familiarNamesOf, familiarityBand } from './meaning-familiarity';
import { testSynset } from '../common/synset-test-fixtures';
import type { WordNet } from '../common/wordnet-reader';

// pardner's meaning: partner is a word everybody knows; collaborator less so; the multiword name never counts.
const associate = testSynset({
  key: 'noun:1',
  lemmas: ['partner', 'collaborator', 'pardner', 'fellow worker'],
});
const nearSynonymOfBowler = testSynset({ key: 'noun:3', lemmas: ['billycock'] });
const bowler = testSynset({ key: 'noun:2', lemmas: ['derby', 'bowler hat'], related: ['noun:3'] });
const molality = testSynset({ key: 'noun:4', lemmas: ['molality'] });
const wordNet: WordNet = {
  synsets: new Map([associate, bowler, nearSynonymOfBowler, molality].map((entry) => [entry.key, entry])),
  senses: new Map(),
};
const RANKS: Record<string, number> = {
  partner: 900,
  collaborator: 36_000,
  derby: 41_000,
  billycock: 70_000,
};
const ranks: FrequencyRanks = {
  rankOf: (word) => RANKS[word],
  isAmong: (word, top) => (RANKS[word] ?? Number.POSITIVE_INFINITY) <= top,
  familiarRankOf: (word) => RANKS[word] ?? Number.POSITIVE_INFINITY,
};

describe('how familiar another word for a meaning is', () => {
  it('ranks the commonest name but the word shown, near synonyms included', () => {
    // A real word shows its own name: the others are what a player may know instead.
    expect(commonestNameRank(associate, wordNet, ranks, 'pardner')).toBe(900);
    expect(commonestNameRank(associate, wordNet, ranks, 'partner')).toBe(36_000);
    // A fake shows none of its meaning's names: the donor counts.
    expect(commonestNameRank(bowler, wordNet, ranks)).toBe(41_000);
    expect(commonestNameRank(bowler, wordNet, ranks, 'derby')).toBe(70_000);
    expect(commonestNameRank(molality, wordNet, ranks, 'molality')).toBe(Number.POSITIVE_INFINITY);
  });

  it('bands the rank: familiar within the 30,000 that bar fakes, then known, less known, rare, unseen', () => {
    expect([900, 30_000, 30_001, 45_000, 70_000, Number.POSITIVE_INFINITY].map(familiarityBand)).toEqual([
      'familiar',
      'familiar',
      'known',
      'less known',
      'rare',
      'unseen',
    ]);
    // The fakes' bar  and the first band agree.
    expect(familiarNamesOf(associate, wordNet, ranks)).toEqual(['partner']);
  });

  it('scores the calls a player gets right by the band alone: 50% when the sides share each band alike', () => {
    const even = { familiar: { real: 0.5, fake: 0.5 }, unseen: { real: 0.5, fake: 0.5 } };
    expect(familiarityTell(even)).toBeCloseTo(0.5);
    // Familiar meanings only on the real side, the rest split: the player is right three times in four.
    const skewed = { familiar: { real: 0.5, fake: 0 }, unseen: { real: 0.5, fake: 1 } };
    expect(familiarityTell(skewed)).toBeCloseTo(0.75);
  });
});
