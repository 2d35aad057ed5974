import type { Difficulty, WordClass } from '@bluffle/shared-schema';
import { affixById, type FilipinoAffixId } from './filipino-affixes';
import { FILIPINO_ADJECTIVE_MEANINGS } from './data/filipino-fake-meanings-adjectives';
import { FILIPINO_FEELING_MEANINGS } from './data/filipino-fake-meanings-feelings';
import { FILIPINO_MORE_ADJECTIVE_MEANINGS } from './data/filipino-fake-meanings-adjectives-more';
import { FILIPINO_NOUN_MEANINGS } from './data/filipino-fake-meanings-nouns';
import { FILIPINO_ORDINARY_MEANINGS } from './data/filipino-fake-meanings-ordinary';
import { FILIPINO_MORE_NOUN_MEANINGS } from './data/filipino-fake-meanings-nouns-more';
import { FILIPINO_VERB_MEANINGS } from './data/filipino-fake-meanings-verbs';
import { FILIPINO_VILLAGE_MEANINGS } from './data/filipino-fake-meanings-village';
import { FILIPINO_WORK_MEANINGS } from './data/filipino-fake-meanings-work';
import { FILIPINO_MORE_VERB_MEANINGS } from './data/filipino-fake-meanings-verbs-more';

/**
 * A meaning written for an invented word: something specific in Filipino life that no everyday Tagalog word
 * names, so a speaker cannot spot the fake by naming the real word for it (: "a speaker knows dumugtas
 * is not 'to swim'"), and no real word of the bank shows the same definition.
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

/** The data files' rows as meanings, the class taken from the affix so the two cannot disagree. */
export function meaningsOf(rows: readonly WrittenMeaning[]): FilipinoFakeMeaning[] {
  return rows.map(([affix, category, difficulty, altDefinition, definition, usage]) => ({
    affix,
    wordClass: affixById(affix).wordClass,
    category,
    difficulty,
    definition,
    altDefinition,
    usage,
  }));
}

export const FILIPINO_FAKE_MEANINGS: readonly FilipinoFakeMeaning[] = [
  ...meaningsOf(FILIPINO_NOUN_MEANINGS),
  ...meaningsOf(FILIPINO_MORE_NOUN_MEANINGS),
  ...meaningsOf(FILIPINO_VERB_MEANINGS),
  ...meaningsOf(FILIPINO_MORE_VERB_MEANINGS),
  ...meaningsOf(FILIPINO_ADJECTIVE_MEANINGS),
  ...meaningsOf(FILIPINO_MORE_ADJECTIVE_MEANINGS),
  ...meaningsOf(FILIPINO_VILLAGE_MEANINGS),
  ...meaningsOf(FILIPINO_WORK_MEANINGS),
  // Last, so the invented words the earlier meanings were given stay theirs.
  ...meaningsOf(FILIPINO_FEELING_MEANINGS),
  ...meaningsOf(FILIPINO_ORDINARY_MEANINGS),
];

/** The usage with the invented word in its place, capitalised where it opens the sentence. */
export function usageWith(meaning: FilipinoFakeMeaning, word: string): string {
  return meaning.usage
    .replace(/^\{word\}/, `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`)
    .replaceAll('{word}', word);
}
