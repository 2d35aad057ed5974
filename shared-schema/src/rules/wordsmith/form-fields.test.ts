import {
  isFieldShownFor,
  optionFieldsFor,
  REAL_WORD_OPTION_FIELDS,
  FAKE_WORD_OPTION_FIELDS,
} from './form-fields';

describe('the fields a REAL or FAKE word asks for', () => {
  it('asks a real word for its right definition and three wrong ones', () => {
    expect(optionFieldsFor(true)).toEqual([
      'definitionCorrect',
      'definitionFake1',
      'definitionFake2',
      'definitionFake3',
    ]);
  });

  it('asks a fake word for a real alternative and three fake words', () => {
    expect(optionFieldsFor(false)).toEqual(['wordsReal', 'wordsFake1', 'wordsFake2', 'wordsFake3']);
  });

  it('shows the explanation and the fake options for fake words only, the definitions for real ones', () => {
    expect(isFieldShownFor('explanation', false)).toBe(true);
    expect(isFieldShownFor('explanation', true)).toBe(false);
    for (const field of REAL_WORD_OPTION_FIELDS) {
      expect([isFieldShownFor(field, true), isFieldShownFor(field, false)]).toEqual([true, false]);
    }
    for (const field of FAKE_WORD_OPTION_FIELDS) {
      expect([isFieldShownFor(field, true), isFieldShownFor(field, false)]).toEqual([false, true]);
    }
    for (const field of ['word', 'definition', 'usage', 'category', 'wordClass'] as const) {
      expect([isFieldShownFor(field, true), isFieldShownFor(field, false)]).toEqual([true, true]);
    }
  });
});
