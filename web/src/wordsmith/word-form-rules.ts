import type { ValidateWordResponse, WordForm, WordFormField } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';
import type { WordFormBusy } from './word-form-store';

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

export type WordHelperAction = 'autofill' | 'summon';

/** spec §4: Fill-in with an empty word falls back to summoning one. */
export function wordHelperAction(word: string): WordHelperAction {
  return word.trim() === '' ? 'summon' : 'autofill';
}

/** spec §2: the helper button reads 'Fill-in' when a word is typed, else 'Summon Word'. */
export function wordHelperLabel(word: string, messages: Messages['wordsmithForm']): string {
  return messages.helper[wordHelperAction(word)];
}

/** spec §5 Word creation: Validate needs a word to judge. */
export function canValidate(form: WordForm): boolean {
  return form.word.trim() !== '';
}

/** Why Submit Word cannot be pressed now, so the page can say it beside the button (issue 20). */
export type SubmitBlock = 'busy' | 'validateFirst' | 'fixErrors';

/** spec §5 Word creation: only a form the validator passed, with nothing running, may be submitted. */
export function submitBlockOf(
  validation: ValidateWordResponse | null,
  busy: WordFormBusy,
): SubmitBlock | null {
  if (busy !== null) return 'busy';
  if (validation === null) return 'validateFirst';
  return validation.isValid ? null : 'fixErrors';
}
