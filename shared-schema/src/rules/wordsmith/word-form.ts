import { z } from 'zod';
import { DIFFICULTIES, WORD_CLASSES, languageSchema } from '../../word';

// The Create-A-Bluff form as the wordsmith rules read it: its fields and their limits. The API's payloads build
// on it (api/wordsmith.ts), so the rules never import the API.

/** The longest value each form field takes (the same limits as a CSV row's columns). */
export const WORD_FORM_MAX_LENGTHS = {
  word: 64,
  definition: 500,
  usage: 500,
  explanation: 500,
  category: 64,
  definitionOption: 500,
  wordOption: 64,
} as const;

/** Free text of the form: missing means blank, so validation can list every blank field at once. */
const formText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} is at most ${max} characters`)
    .default('');

/**
 * The Create-A-Bluff form (docs/product.md §2), as Validate and Submit receive it less the userId the API adds.
 * Types and hard lengths are checked here (400); whether the word makes a good bluff is the validator's
 * judgement, answered as feedback.
 */
export const wordFormFieldsSchema = z.object({
  word: formText('word', WORD_FORM_MAX_LENGTHS.word),
  language: languageSchema.default('english'),
  isReal: z.boolean({ error: 'isReal must be true or false' }).default(true),
  explanation: formText('explanation', WORD_FORM_MAX_LENGTHS.explanation),
  definition: formText('definition', WORD_FORM_MAX_LENGTHS.definition),
  usage: formText('usage', WORD_FORM_MAX_LENGTHS.usage),
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty must be easy, medium or hard' }).default('medium'),
  category: formText('category', WORD_FORM_MAX_LENGTHS.category),
  wordClass: z
    .enum(WORD_CLASSES, { error: `wordClass must be one of ${WORD_CLASSES.join(', ')}` })
    .default('noun'),
  definitionCorrect: formText('definitionCorrect', WORD_FORM_MAX_LENGTHS.definitionOption),
  definitionFake1: formText('definitionFake1', WORD_FORM_MAX_LENGTHS.definitionOption),
  definitionFake2: formText('definitionFake2', WORD_FORM_MAX_LENGTHS.definitionOption),
  definitionFake3: formText('definitionFake3', WORD_FORM_MAX_LENGTHS.definitionOption),
  wordsReal: formText('wordsReal', WORD_FORM_MAX_LENGTHS.wordOption),
  wordsFake1: formText('wordsFake1', WORD_FORM_MAX_LENGTHS.wordOption),
  wordsFake2: formText('wordsFake2', WORD_FORM_MAX_LENGTHS.wordOption),
  wordsFake3: formText('wordsFake3', WORD_FORM_MAX_LENGTHS.wordOption),
});
export type WordForm = z.output<typeof wordFormFieldsSchema>;
export type WordFormField = keyof WordForm;

/** The form as a new page shows it and as it resets after a submit (docs/product.md §4). */
export const EMPTY_WORD_FORM: WordForm = {
  word: '',
  language: 'english',
  isReal: true,
  explanation: '',
  definition: '',
  usage: '',
  difficulty: 'medium',
  category: '',
  wordClass: 'noun',
  definitionCorrect: '',
  definitionFake1: '',
  definitionFake2: '',
  definitionFake3: '',
  wordsReal: '',
  wordsFake1: '',
  wordsFake2: '',
  wordsFake3: '',
};
