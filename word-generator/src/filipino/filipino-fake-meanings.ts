import { affixById } from './filipino-affixes';
import type { FilipinoFakeMeaning, WrittenMeaning } from './filipino-fake-meaning-entry';
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

// The shapes live in filipino-fake-meaning-entry.ts, so the data parts need not import this hub.
export type { FilipinoFakeMeaning, WrittenMeaning };

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
