import type { Difficulty, WordClass } from '@bluffle/shared-schema';
import type { FilipinoAffixId } from './filipino-affixes';

/**
 * How rare a real Filipino word is for a typical adult speaker (city-raised, schooled in Filipino), judged by
 * hand from how often the word turns up in conversation, school, songs and news:
 * - everyday: words of conversation and household life; about 1 speaker in 20 or fewer would miss one
 *   (kilig, tabo, masarap; also amihan, hangal, bihira, piging, which a blind reader placed at 4%).
 * - known: met in school, songs, news or provincial life rather than every day; missed by about 5-25%
 *   (takipsilim, dalampasigan, gunita).
 * - literary: deep, old, regional or specialist Tagalog (old books, balagtasan, farming, fishing, boats,
 *   crafts, plants, birds, fish, old measures); a quarter of speakers or more would not know one.
 * A game asks only known and literary words, literary first, so a speaker cannot call REAL on recognition
 * alone; everyday entries stay in the data as wrong follow-up answers.
 */
export type FilipinoRarity = 'everyday' | 'known' | 'literary';

/** A real Tagalog word written by hand (no Tagalog dictionary is reachable offline). */
export interface FilipinoRealEntry {
  word: string;
  wordClass: WordClass;
  category: string;
  difficulty: Difficulty;
  /** The meaning shown with the word in phase one. */
  definition: string;
  /**
   * The same meaning in other words, offered as the right answer of the follow-up: the phase-one text itself
   * would let players match it by sight.
   */
  altDefinition: string;
  /** A natural Tagalog sentence using the word, then its English translation in brackets. */
  usage: string;
  /** A short note on the word, shown after the answer. */
  note: string;
  /**
   * The affix an invented word should carry to borrow this meaning and sentence: the word's own affix when it
   * has one (magtampo: mag-), so the borrowed sentence stays grammatical. Unset: chosen from class and category.
   */
  pairsWith?: FilipinoAffixId;
  /**
   * The meaning has an everyday word every speaker would name at once (to swim: lumangoy), often this word
   * itself: an invented word borrowing it would be spotted by meaning, so it lends none.
   */
  hasEverydayWord?: boolean;
  /** How rare the word is, on entries written for their rarity; the others are judged in filipino-rarity.ts. */
  rarity?: FilipinoRarity;
}
