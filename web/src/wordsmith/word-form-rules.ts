import type { WordForm, WordFormField } from '@bluffle/shared-schema';

// What the Create-A-Bluff form shows and asks for (spec §2 Wordsmith page): the follow-up options change
// with the REAL/FAKE toggle, and the explanation belongs to fake words only.

/** A real word's follow-up offers another wording of its meaning and three wrong definitions. */
export const REAL_FOLLOWUP_FIELDS = [
  'definitionCorrect',
  'definitionFake1',
  'definitionFake2',
  'definitionFake3',
] as const satisfies readonly WordFormField[];

/** A fake word's follow-up asks 'Which of these is a real word?': a real alternative and three fakes. */
export const FAKE_FOLLOWUP_FIELDS = [
  'wordsReal',
  'wordsFake1',
  'wordsFake2',
  'wordsFake3',
] as const satisfies readonly WordFormField[];

export type FollowupField = (typeof REAL_FOLLOWUP_FIELDS)[number] | (typeof FAKE_FOLLOWUP_FIELDS)[number];

export function followupFieldsFor(isReal: boolean): readonly FollowupField[] {
  return isReal ? REAL_FOLLOWUP_FIELDS : FAKE_FOLLOWUP_FIELDS;
}

/** Whether the form shows `field` for a word of this truth (the other truth's options and explanation hide). */
export function isFieldShown(field: WordFormField, isReal: boolean): boolean {
  if (field === 'explanation') return !isReal;
  if ((REAL_FOLLOWUP_FIELDS as readonly WordFormField[]).includes(field)) return isReal;
  if ((FAKE_FOLLOWUP_FIELDS as readonly WordFormField[]).includes(field)) return !isReal;
  return true;
}

/** Every field's label, as the form, the banner and its feedback name it. */
export const WORD_FORM_LABELS: Record<WordFormField, string> = {
  word: 'Word',
  language: 'Language',
  isReal: 'Real or fake',
  explanation: 'Explanation',
  definition: 'Definition',
  usage: 'Usage example',
  difficulty: 'Difficulty',
  category: 'Category',
  wordClass: 'Word class',
  definitionCorrect: 'Correct definition',
  definitionFake1: 'Fake definition 1',
  definitionFake2: 'Fake definition 2',
  definitionFake3: 'Fake definition 3',
  wordsReal: 'Real-word alternative',
  wordsFake1: 'Fake word 1',
  wordsFake2: 'Fake word 2',
  wordsFake3: 'Fake word 3',
};

export type WordHelperAction = 'autofill' | 'summon';

/** spec §4: Fill-in with an empty word falls back to summoning one. */
export function wordHelperAction(word: string): WordHelperAction {
  return word.trim() === '' ? 'summon' : 'autofill';
}

/** spec §2: the helper button reads 'Fill-in' when a word is typed, else 'Summon Word'. */
export function wordHelperLabel(word: string): 'Fill-in' | 'Summon Word' {
  return wordHelperAction(word) === 'autofill' ? 'Fill-in' : 'Summon Word';
}

/** spec §5 Word creation: Validate needs a word to judge. */
export function canValidate(form: WordForm): boolean {
  return form.word.trim() !== '';
}
