import type { WordForm, WordFormField } from './word-form';

// The Create-A-Bluff form's fields (docs/product.md §2 Wordsmith page), and which of them a REAL or a FAKE word needs
// and shows. Their labels are words for people: the web's catalogue holds them.

/** The form's text fields, in the order the page shows them. */
export const WORD_FORM_TEXT_FIELDS = [
  'word',
  'explanation',
  'definition',
  'usage',
  'category',
  'definitionCorrect',
  'definitionFake1',
  'definitionFake2',
  'definitionFake3',
  'wordsReal',
  'wordsFake1',
  'wordsFake2',
  'wordsFake3',
] as const satisfies readonly WordFormField[];
export type WordFormTextField = (typeof WORD_FORM_TEXT_FIELDS)[number];

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

export type RealWordOptionField = (typeof REAL_WORD_OPTION_FIELDS)[number];
export type FakeWordOptionField = (typeof FAKE_WORD_OPTION_FIELDS)[number];

/** Whether `field` is one of a FAKE word's option words. */
export function isFakeWordOptionField(field: WordFormField): field is FakeWordOptionField {
  return (FAKE_WORD_OPTION_FIELDS as readonly WordFormField[]).includes(field);
}

/** The follow-up fields the word's kind uses, the right option first. */
export function optionFieldsFor(isReal: boolean): readonly (RealWordOptionField | FakeWordOptionField)[] {
  return isReal ? REAL_WORD_OPTION_FIELDS : FAKE_WORD_OPTION_FIELDS;
}

/** Every field a word of this kind must fill in (docs/product.md §2: the explanation is for fake words only). */
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

/** Whether the form shows `field` for a word of this kind: the other kind's options and, for a REAL word, the explanation hide. */
export function isFieldShownFor(field: WordFormField, isReal: boolean): boolean {
  if (field === 'explanation') return !isReal;
  const hidden: readonly WordFormField[] = isReal ? FAKE_WORD_OPTION_FIELDS : REAL_WORD_OPTION_FIELDS;
  return !hidden.includes(field);
}

/** A field's value, trimmed. */
export function trimmedField(form: WordForm, field: WordFormTextField): string {
  return form[field].trim();
}
