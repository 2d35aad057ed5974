import type { ValidateWordResponse, WordForm } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';
import type { WordFormBusy } from './word-form-store';

// What the Create-A-Bluff page's buttons do and allow (docs/product.md §2 Wordsmith page). Which fields a REAL or FAKE
// word shows and needs is the shared rule's (shared-schema rules/wordsmith/form-fields.ts).

export type WordHelperAction = 'autofill' | 'summon';

/** docs/product.md §4: Fill-in with an empty word falls back to summoning one. */
export function wordHelperAction(word: string): WordHelperAction {
  return word.trim() === '' ? 'summon' : 'autofill';
}

/** docs/product.md §2: the helper button reads 'Fill-in' when a word is typed, else 'Summon Word'. */
export function wordHelperLabel(word: string, messages: Messages['wordsmithForm']): string {
  return messages.helper[wordHelperAction(word)];
}

/** docs/product.md §5 Word creation: Validate needs a word to judge. */
export function canValidate(form: WordForm): boolean {
  return form.word.trim() !== '';
}

/** Why Submit Word cannot be pressed now, so the page can say it beside the button. */
export type SubmitBlock = 'busy' | 'validateFirst' | 'fixErrors';

/** docs/product.md §5 Word creation: only a form the validator passed, with nothing running, may be submitted. */
export function submitBlockOf(
  validation: ValidateWordResponse | null,
  busy: WordFormBusy,
): SubmitBlock | null {
  if (busy !== null) return 'busy';
  if (validation === null) return 'validateFirst';
  return validation.isValid ? null : 'fixErrors';
}
