import { EMPTY_WORD_FORM } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { canValidate, submitBlockOf, wordHelperAction, wordHelperLabel } from './word-form-rules';

// Which fields a REAL or FAKE word asks for and shows is pinned beside the shared rule
// (shared-schema/src/rules/wordsmith/form-fields.test.ts).

describe('the word helper button', () => {
  it("reads 'Fill-in' when a word is typed, else 'Summon Word'", () => {
    const english = CATALOGUES.english.wordsmithForm;
    expect(wordHelperLabel('glimber', english)).toBe('Fill-in');
    expect(wordHelperLabel('', english)).toBe('Summon Word');
    expect(wordHelperLabel('   ', english)).toBe('Summon Word');
    expect(wordHelperLabel('', CATALOGUES.filipino.wordsmithForm)).toBe('Kumuha ng Salita');
  });

  it('summons when the word is blank: Fill-in with an empty word falls back to summoning', () => {
    expect(wordHelperAction('glimber')).toBe('autofill');
    expect(wordHelperAction(' \t')).toBe('summon');
  });
});

it('validates only a form with a word', () => {
  expect(canValidate(EMPTY_WORD_FORM)).toBe(false);
  expect(canValidate({ ...EMPTY_WORD_FORM, word: '  ' })).toBe(false);
  expect(canValidate({ ...EMPTY_WORD_FORM, word: 'glimber' })).toBe(true);
});

it('says why Submit Word cannot be pressed: no verdict yet, a failed one, or a step still running', () => {
  const passed = { isValid: true, feedback: [], suggestedChanges: {} };
  const failed = { ...passed, isValid: false };
  expect(submitBlockOf(null, null)).toBe('validateFirst');
  expect(submitBlockOf(failed, null)).toBe('fixErrors');
  expect(submitBlockOf(passed, 'validate')).toBe('busy');
  expect(submitBlockOf(passed, null)).toBeNull();
  for (const catalogue of Object.values(CATALOGUES)) {
    for (const reason of ['busy', 'validateFirst', 'fixErrors'] as const)
      expect(catalogue.wordsmithForm.submitBlocked[reason].trim()).not.toBe('');
  }
});
