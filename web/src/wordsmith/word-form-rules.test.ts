import { EMPTY_WORD_FORM } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import {
  canValidate,
  FAKE_FOLLOWUP_FIELDS,
  followupFieldsFor,
  isFieldShown,
  REAL_FOLLOWUP_FIELDS,
  submitBlockOf,
  wordHelperAction,
  wordHelperLabel,
} from './word-form-rules';

describe('the fields a REAL or FAKE word asks for', () => {
  it('asks a real word for its right definition and three wrong ones', () => {
    expect(followupFieldsFor(true)).toEqual([
      'definitionCorrect',
      'definitionFake1',
      'definitionFake2',
      'definitionFake3',
    ]);
  });

  it('asks a fake word for a real alternative and three fake words', () => {
    expect(followupFieldsFor(false)).toEqual(['wordsReal', 'wordsFake1', 'wordsFake2', 'wordsFake3']);
  });

  it('shows the explanation and the fake options for fake words only, the definitions for real ones', () => {
    expect(isFieldShown('explanation', false)).toBe(true);
    expect(isFieldShown('explanation', true)).toBe(false);
    for (const field of REAL_FOLLOWUP_FIELDS) {
      expect([isFieldShown(field, true), isFieldShown(field, false)]).toEqual([true, false]);
    }
    for (const field of FAKE_FOLLOWUP_FIELDS) {
      expect([isFieldShown(field, true), isFieldShown(field, false)]).toEqual([false, true]);
    }
    for (const field of ['word', 'definition', 'usage', 'category', 'wordClass'] as const) {
      expect([isFieldShown(field, true), isFieldShown(field, false)]).toEqual([true, true]);
    }
  });
});

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

it('says why Submit Word cannot be pressed: no verdict yet, a failed one, or a step still running (issue 20)', () => {
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
