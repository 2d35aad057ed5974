import type { WordForm, WordFormField } from '../../api/wordsmith';

// The Create-A-Bluff form's fields as a person reads them (spec §2 Wordsmith page), and which of them a REAL
// or a FAKE word needs.

/** The form's text fields, as the labels on the page name them. */
export const WORD_FORM_FIELD_LABELS = {
  word: 'Word',
  explanation: 'Explanation',
  definition: 'Definition',
  usage: 'Usage example',
  category: 'Category',
  definitionCorrect: 'Correct definition',
  definitionFake1: 'Fake definition 1',
  definitionFake2: 'Fake definition 2',
  definitionFake3: 'Fake definition 3',
  wordsReal: 'Real-word alternative',
  wordsFake1: 'Fake word option 1',
  wordsFake2: 'Fake word option 2',
  wordsFake3: 'Fake word option 3',
} as const satisfies Partial<Record<WordFormField, string>>;
export type WordFormTextField = keyof typeof WORD_FORM_FIELD_LABELS;

export const WORD_FORM_TEXT_FIELDS = Object.keys(WORD_FORM_FIELD_LABELS) as WordFormTextField[];

/** A REAL word's follow-up: the right definition (another wording of the meaning), then three wrong ones. */
export const REAL_WORD_OPTION_FIELDS = [
  'definitionCorrect',
  'definitionFake1',
  'definitionFake2',
  'definitionFake3',
] as const satisfies readonly WordFormTextField[];
/** A FAKE word's follow-up: the real word that has its meaning, then three more invented words. */
export const FAKE_WORD_OPTION_FIELDS = [
  'wordsReal',
  'wordsFake1',
  'wordsFake2',
  'wordsFake3',
] as const satisfies readonly WordFormTextField[];

/** The follow-up fields the word's kind uses, the right option first. */
export function optionFieldsFor(isReal: boolean): readonly WordFormTextField[] {
  return isReal ? REAL_WORD_OPTION_FIELDS : FAKE_WORD_OPTION_FIELDS;
}

/** Every field a word of this kind must fill in (spec §2: the explanation is for fake words only). */
export function requiredFieldsFor(isReal: boolean): readonly WordFormTextField[] {
  const common: WordFormTextField[] = ['word', 'definition', 'usage', 'category'];
  return isReal
    ? [...common, ...REAL_WORD_OPTION_FIELDS]
    : [...common, 'explanation', ...FAKE_WORD_OPTION_FIELDS];
}

/** The fields of the form a word of this kind keeps (the other kind's follow-up fields are left out). */
export function fieldsUsedBy(isReal: boolean): readonly WordFormTextField[] {
  const unused: readonly WordFormTextField[] = isReal ? FAKE_WORD_OPTION_FIELDS : REAL_WORD_OPTION_FIELDS;
  return WORD_FORM_TEXT_FIELDS.filter((field) => !unused.includes(field));
}

/** A field's value, trimmed. */
export function trimmedField(form: WordForm, field: WordFormTextField): string {
  return form[field].trim();
}
