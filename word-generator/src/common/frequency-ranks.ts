import type { WordLists } from './word-lists';

// How familiar a word is, by its rank in SUBTLEX-US (film subtitles): a player knows
// the 30,000 commonest words, so a fake may not borrow a meaning one of them names, and a real word among the
// 20,000 commonest is too easy a call.

/** A meaning named by one of these is a meaning players have a word for . */
export const FAMILIAR_RANK = 30_000;
/** Real words this common are called right by everyone . */
export const COMMON_RANK = 20_000;
/**
 * The SCOWL size of a small desk dictionary: words a reader knows though films seldom say them (parsnip,
 * evenness, misnomer, predisposition, galvanize all rank past 30,000 in SUBTLEX or are absent from it).
 */
export const DICTIONARY_LEVEL = 35;

export interface FrequencyRanks {
  /** 1 for the most frequent word; undefined for a word SUBTLEX never saw. */
  rankOf(word: string): number | undefined;
  /** Whether `word` is among the `top` most frequent words. */
  isAmong(word: string, top: number): boolean;
  /**
   * How familiar a word is to a reader: its SUBTLEX rank, or FAMILIAR_RANK when a small dictionary lists a
   * word subtitles rank lower (DICTIONARY_LEVEL); Infinity for a word neither knows.
   */
  familiarRankOf(word: string): number;
}

export function frequencyRanks(lists: Pick<WordLists, 'subtlexCount' | 'scowlLevel'>): FrequencyRanks {
  const ranked = [...lists.subtlexCount.entries()].sort(
    (left, right) => right[1] - left[1] || left[0].localeCompare(right[0]),
  );
  const ranks = new Map<string, number>();
  ranked.forEach(([word], index) => ranks.set(word, index + 1));
  const rankOf = (word: string) => ranks.get(word.toLowerCase());
  return {
    rankOf,
    isAmong: (word, top) => (rankOf(word) ?? Number.POSITIVE_INFINITY) <= top,
    familiarRankOf: (word) => {
      const rank = rankOf(word) ?? Number.POSITIVE_INFINITY;
      const isInDictionary = (lists.scowlLevel.get(word.toLowerCase()) ?? Infinity) <= DICTIONARY_LEVEL;
      return isInDictionary ? Math.min(rank, FAMILIAR_RANK) : rank;
    },
  };
}

/** How rare a real word is, as its explanation tells a player (item 5: tags that are true). */
export type Rarity = 'common' | 'uncommon' | 'rare' | 'very rare';

/**
 * From SUBTLEX: among the 20,000 commonest is common; seen 20 times or more in its 51 million words (about
 * once in 2.5 million) is uncommon; seen at all is rare; never seen is very rare.
 */
export function rarityOf(word: string, ranks: FrequencyRanks, subtlexCount: number): Rarity {
  if (ranks.isAmong(word, COMMON_RANK)) return 'common';
  if (subtlexCount >= 20) return 'uncommon';
  return subtlexCount > 0 ? 'rare' : 'very rare';
}
