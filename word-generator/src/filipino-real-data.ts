import type { Difficulty, WordClass } from '@bluffle/shared-schema';
import type { FilipinoAffixId } from './filipino-affixes';
import { FILIPINO_REAL_ADJECTIVES, FILIPINO_REAL_ADVERBS } from './filipino-real-modifiers';
import { FILIPINO_REAL_NOUNS } from './filipino-real-nouns';
import { FILIPINO_REAL_VERBS } from './filipino-real-verbs';

/** A real Tagalog word written by hand (no Tagalog dictionary is reachable offline; note word-data §0). */
export interface FilipinoRealEntry {
  word: string;
  wordClass: WordClass;
  category: string;
  difficulty: Difficulty;
  /** The meaning shown with the word in phase one. */
  definition: string;
  /**
   * The same meaning in other words, offered as the right answer of the follow-up: the phase-one text itself
   * would let players match it by sight (issue 7).
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
}

export const FILIPINO_REAL_WORDS: readonly FilipinoRealEntry[] = [
  ...FILIPINO_REAL_NOUNS,
  ...FILIPINO_REAL_VERBS,
  ...FILIPINO_REAL_ADJECTIVES,
  ...FILIPINO_REAL_ADVERBS,
];

/**
 * Words close enough in meaning that one must not be a wrong answer for the other, even when their
 * definitions share no word (alaala and gunita are both memories).
 */
export const FILIPINO_NEAR_SYNONYMS: readonly (readonly string[])[] = [
  ['alaala', 'gunita'],
  ['takipsilim', 'dapithapon'],
  ['lumbay', 'pighati'],
  ['harana', 'kundiman', 'himig'],
  ['pagmamahal', 'lambing'],
  ['katahimikan', 'hinahon'],
  ['tahanan', 'kubo'],
  ['palagi', 'tuwina', 'madalas'],
  ['mahiyain', 'mahinhin', 'malumanay', 'tahimik'],
  ['masungit', 'suplado'],
  ['makulit', 'malikot'],
  ['malambing', 'mapagmahal'],
  ['nakakatakot', 'mabagsik'],
  ['balisa', 'bagot'],
  ['lumisan', 'tumakas', 'kumaripas'],
  ['tumawa', 'ngumiti'],
  ['umidlip', 'matulog'],
  ['ibigay', 'isauli'],
  ['suyuin', 'pagbigyan'],
  ['tulungan', 'alagaan'],
  ['magdamdam', 'magtampo'],
  ['magluto', 'niluto', 'magsaing'],
  ['mangamba', 'mangulila'],
];
