import { FAMILIAR_RANK, type FrequencyRanks } from './frequency-ranks';
import type { Synset, WordNet } from './wordnet-reader';

// Issue 19, item 1: a fake that borrows the meaning of a concept players have a common word for is called by
// its meaning, whatever its spelling (esolutz "a collective farm ... in modern Israel" is a kibbutz). A meaning
// is familiar when its synset, or a near synonym of it, has a single-word lemma among the commonest words.

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
  return namesOfMeaning(synset, wordNet).filter((name) => ranks.isAmong(name, FAMILIAR_RANK));
}
