// Shared by both drivers so they agree on what a stored word is and when two words are the same one.
import { WORD_FOLLOWUP_FIELDS, type WordFollowupField } from '@bluffle/shared-schema';
import type { NewWord, StoredWord } from '../domain/word';

/**
 * One entry per follow-up field, all alike (optional text): the seed-file check and the mongo schema both
 * describe the follow-up fields this way.
 */
export function followupFieldsOf<Entry>(entry: Entry): Record<WordFollowupField, Entry> {
  return Object.fromEntries(WORD_FOLLOWUP_FIELDS.map((field) => [field, entry])) as Record<
    WordFollowupField,
    Entry
  >;
}

/** docs/design.md decision 2: a word is unique by (word lowercased, language, wordClass). */
export function wordKeyOf(word: string): string {
  return word.trim().toLowerCase();
}

/** One string per unique key, to find duplicates inside a batch before the store sees them. */
export function uniqueKeyOf(word: Pick<NewWord, 'word' | 'language' | 'wordClass'>): string {
  return `${wordKeyOf(word.word)}\u0000${word.language}\u0000${word.wordClass}`;
}

/** Normalises a caller's date so ISO strings sort by time in both drivers; invalid dates are a caller bug. */
export function toIsoDate(value: string | undefined, now: Date): string {
  if (value === undefined) return now.toISOString();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid createdAt date: ${value}`);
  return date.toISOString();
}

/**
 * Builds the stored word from the known fields only: input objects (CSV rows, seed files) may carry
 * extra keys, and nothing unknown should reach the store.
 */
export function toStoredWord(input: NewWord, id: string, now: Date): StoredWord {
  const stored: StoredWord = {
    id,
    word: input.word,
    definition: input.definition,
    usage: input.usage,
    isReal: input.isReal,
    difficulty: input.difficulty,
    category: input.category,
    language: input.language,
    wordClass: input.wordClass,
    explanation: input.explanation,
    createdAt: toIsoDate(input.createdAt, now),
    source: input.source ?? 'seed',
    createdBy: input.createdBy ?? null,
    // Only wordsmiths' contributions wait for moderation (docs/design.md decision 13); a new word has no verdict yet.
    status: input.status ?? 'approved',
    rejectionReason: null,
  };
  for (const field of WORD_FOLLOWUP_FIELDS) {
    const value = input[field];
    if (value !== undefined) stored[field] = value;
  }
  if (input.provenance !== undefined) stored.provenance = input.provenance;
  return stored;
}
