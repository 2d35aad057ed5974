import type { Difficulty, WordClass } from '@bluffle/shared-schema';
import type { FilipinoAffixId } from './filipino-affixes';
import type { FilipinoRarity, FilipinoRealEntry } from './filipino-real-entry';

/**
 * One row of the entries written for their rarity: literary, old, regional or specialist Tagalog (farming,
 * fishing, boats, crafts, plants, birds, fish, old measures, deep synonyms), the words a speaker meets in old
 * books and trades rather than in conversation.
 */
export type RareRow = [
  word: string,
  wordClass: WordClass,
  category: string,
  difficulty: Difficulty,
  definition: string,
  altDefinition: string,
  usage: string,
  note: string,
  options?: {
    pairsWith?: FilipinoAffixId;
    rarity?: FilipinoRarity;
  },
];

/**
 * Rows as entries, literary unless a row says otherwise. None lends its meaning to an invented word: the fakes
 * have meanings written for them, and a borrowed one would take an invented word from those.
 */
export function rareEntries(rows: readonly RareRow[]): FilipinoRealEntry[] {
  return rows.map(
    ([word, wordClass, category, difficulty, definition, altDefinition, usage, note, options = {}]) => ({
      word,
      wordClass,
      category,
      difficulty,
      definition,
      altDefinition,
      usage,
      note,
      ...(options.pairsWith ? { pairsWith: options.pairsWith } : {}),
      hasEverydayWord: true,
      rarity: options.rarity ?? 'literary',
    }),
  );
}
