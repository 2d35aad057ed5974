import { z } from 'zod';

// The data model accepts three languages; play offers English and Filipino (docs/design.md, gaps closed).
export const LANGUAGES = ['english', 'filipino', 'latin'] as const;
export const PLAY_LANGUAGES = ['english', 'filipino'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const WORD_CLASSES = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
] as const;

export type Language = (typeof LANGUAGES)[number];
export type PlayLanguage = (typeof PLAY_LANGUAGES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type WordClass = (typeof WORD_CLASSES)[number];

/** Case-insensitive language names, so `English` and `english` are the same thing at every boundary. */
export const languageSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(LANGUAGES, { error: 'language must be english, filipino or latin' }));
export const playLanguageSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(PLAY_LANGUAGES, { error: 'language must be english or filipino' }));

/** Follow-up data of a word (docs/product.md §3): a real word's definitions, or a fake word's real alternative and fakes. */
export interface WordFollowupData {
  definitionCorrect?: string;
  definitionFake1?: string;
  definitionFake2?: string;
  definitionFake3?: string;
  wordsReal?: string;
  wordsFake1?: string;
  wordsFake2?: string;
  wordsFake3?: string;
}

/** The follow-up fields of a word (docs/product.md §3), all optional text, in the order the word bank writes them. */
export const WORD_FOLLOWUP_FIELDS = [
  'definitionCorrect',
  'definitionFake1',
  'definitionFake2',
  'definitionFake3',
  'wordsReal',
  'wordsFake1',
  'wordsFake2',
  'wordsFake3',
] as const satisfies readonly (keyof WordFollowupData)[];
export type WordFollowupField = (typeof WORD_FOLLOWUP_FIELDS)[number];

/** A word as stored: it carries the truth, so it never leaves the server before it is answered. */
export interface Word extends WordFollowupData {
  id: string;
  word: string;
  definition: string;
  usage: string;
  isReal: boolean;
  difficulty: Difficulty;
  category: string;
  language: Language;
  wordClass: WordClass;
  explanation: string;
  createdAt: string;
}

/**
 * A word's own fields in the order the word bank writes them; id and createdAt are the store's to assign.
 * word.test.ts checks that no field of Word is missing.
 */
export const WORD_FIELDS = [
  'word',
  'definition',
  'usage',
  'isReal',
  'difficulty',
  'category',
  'language',
  'wordClass',
  'explanation',
  ...WORD_FOLLOWUP_FIELDS,
] as const satisfies readonly (keyof Word)[];

/** A word as served for play (docs/design.md decision 3): no isReal, no explanation, no follow-up options. */
export interface PlayWord {
  id: string;
  word: string;
  definition: string;
  usage: string;
  difficulty: Difficulty;
  category: string;
  language: Language;
  wordClass: WordClass;
}

/** The only way a stored word becomes a playable one: copy the safe fields, never spread. */
export function toPlayWord(word: Word): PlayWord {
  return {
    id: word.id,
    word: word.word,
    definition: word.definition,
    usage: word.usage,
    difficulty: word.difficulty,
    category: word.category,
    language: word.language,
    wordClass: word.wordClass,
  };
}
