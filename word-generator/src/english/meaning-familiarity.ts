import { FAMILIAR_RANK, type FrequencyRanks } from '../common/frequency-ranks';
import type { Synset, WordNet } from '../common/wordnet-reader';

// A fake that borrows the meaning of a concept players have a common word for is called by
// its meaning, whatever its spelling (esolutz "a collective farm ... in modern Israel" is a kibbutz). A meaning
// is familiar when its synset, or a near synonym of it, has a single-word lemma among the commonest words or
// in a small dictionary (FrequencyRanks.familiarRankOf: "whitish edible root" is a parsnip, rank 47,719).

/** The synset and its near synonyms (similar adjectives, verb group): the words a player may think of. */
export function namesOfMeaning(synset: Synset, wordNet: WordNet): string[] {
  const names = new Set<string>();
  for (const key of [synset.key, ...synset.related]) {
    for (const lemma of wordNet.synsets.get(key)?.lemmas ?? []) {
      if (!/\s/.test(lemma)) names.add(lemma.toLowerCase());
    }
  }
  return [...names];
}

/** The common words that name this meaning: empty when no player has a familiar word for it. */
export function familiarNamesOf(synset: Synset, wordNet: WordNet, ranks: FrequencyRanks): string[] {
  return namesOfMeaning(synset, wordNet).filter((name) => ranks.familiarRankOf(name) <= FAMILIAR_RANK);
}

/**
 * How well players know another word for a meaning: the familiar rank of its commonest single-word name other
 * than the word shown (a fake shows none of its meaning's names, so all count), Infinity when none is known.
 */
export function commonestNameRank(
  synset: Synset,
  wordNet: WordNet,
  ranks: FrequencyRanks,
  shownWord?: string,
): number {
  const shown = shownWord?.toLowerCase();
  let commonest = Number.POSITIVE_INFINITY;
  for (const name of namesOfMeaning(synset, wordNet)) {
    if (name !== shown) commonest = Math.min(commonest, ranks.familiarRankOf(name));
  }
  return commonest;
}

/**
 * Bands of that rank. A player who knows a word for the meaning shown and reasons "so this must be the fake"
 * (or "the real one") learns nothing when real words and fakes fall in each band alike.
 */
export const FAMILIARITY_BANDS = ['familiar', 'known', 'less known', 'rare', 'unseen'] as const;
export type FamiliarityBand = (typeof FAMILIARITY_BANDS)[number];

export function familiarityBand(rank: number): FamiliarityBand {
  if (rank <= FAMILIAR_RANK) return 'familiar';
  if (rank <= 40_000) return 'known';
  if (rank <= 50_000) return 'less known';
  return Number.isFinite(rank) ? 'rare' : 'unseen';
}
