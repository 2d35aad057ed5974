import type { RandomSource } from '@bluffle/shared-schema';
import type { GeneratedWord } from '../common/generated-word';
import type { RealEntry, TemplateUses } from './template-balance';

// What one call of the English generator has made so far, and what its words have used up: the real words
// and fakes are made into one batch so that neither side may take what tells it from the other.

/** One generate call's words so far. */
export interface Batch {
  words: GeneratedWord[];
  /** Words made or lent in this call (a donor's meaning must not also be asked as itself). */
  used: Set<string>;
  /**
   * Meanings (synset keys) the batch's fakes borrowed: a spare real word that takes another's place once the
   * fakes are made (template-balance.ts) never shows one. How often a fake may show a definition another word
   * shows, real or fake, is DefinitionSharing's.
   */
  usedMeanings: Set<string>;
  /** WordNet examples used as a real word's own sentence, or a donor's: none may be lent. */
  usedExamples: Set<string>;
  /**
   * How many words use each sentence frame (the sentence without its word): WordNet repeats examples across
   * synsets and some differ only in their word ("the bard metrified / poetized his poems").
   */
  frameUses: Map<string, number>;
  /** How many real words and how many fakes use each kind's sentence (by frame). */
  kindSentenceUses: Map<string, { real: number; fake: number }>;
  /** How many real words and how many fakes use each template (template-balance.ts). */
  templateUses: TemplateUses;
  /** The real words made so far, with what they were made from. */
  realEntries: RealEntry[];
  optionUses: Map<string, number>;
  /** Invented words a follow-up has offered as not real: never a question (they may be offered again). */
  shownAsInvented: Set<string>;
  isTaken(word: string): boolean;
  random: RandomSource;
}

/** A batch with nothing made or used yet. */
export function newBatch(isTaken: (word: string) => boolean, random: RandomSource): Batch {
  return {
    words: [],
    used: new Set(),
    usedMeanings: new Set(),
    usedExamples: new Set(),
    frameUses: new Map(),
    kindSentenceUses: new Map(),
    templateUses: new Map(),
    realEntries: [],
    optionUses: new Map(),
    shownAsInvented: new Set(),
    isTaken,
    random,
  };
}

export const isFree = (batch: Batch, word: string) => !batch.used.has(word) && !batch.isTaken(word);
