import type { Difficulty, WordClass } from '@bluffle/shared-schema';
import type { FilipinoAffixId } from './filipino-affixes';

/**
 * A meaning written for an invented word: one plain thing, act or quality of the kind the real deep, regional,
 * old or trade Tagalog words name (a plant, fish or tool, a task of the farm, the shore or the kitchen, a kind
 * of person, a quality stated plainly), glossed as briefly as the real entries are. Never a quaint observation,
 * a situation, a custom or an oddly narrow combination ("the cool side of a pillow"): blind readers called every
 * such meaning FAKE because no real entry reads like it. Never a concept with an everyday Tagalog word, so a
 * speaker cannot spot the fake by naming the real word for it (a speaker knows dumugtas is not 'to swim'), and
 * no real word of the bank shows the same definition.
 */
export interface FilipinoFakeMeaning {
  /** The affix the invented word carries, so the sentence reads with its part of speech and aspect. */
  affix: FilipinoAffixId;
  wordClass: WordClass;
  category: string;
  difficulty: Difficulty;
  definition: string;
  /** The same meaning in other words (FilipinoRealEntry.altDefinition). */
  altDefinition: string;
  /** A Tagalog sentence with the invented word as `{word}`, then its English translation in brackets. */
  usage: string;
}

/**
 * One row of the data files: the fuller wording first, as it was written, then the short gloss shown in phase
 * one. Shown in full, the written meanings averaged 60 characters to the real entries' 31 and a word learner
 * told them from the real definitions at AUC 0.85; the short glosses read 0.76 (words:quality).
 */
export type WrittenMeaning = [
  affix: FilipinoAffixId,
  category: string,
  difficulty: Difficulty,
  altDefinition: string,
  definition: string,
  usage: string,
];
