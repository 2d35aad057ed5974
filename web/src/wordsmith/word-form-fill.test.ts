import { EMPTY_WORD_FORM, type WordForm, type WordFormFill } from '@bluffle/shared-schema';
import { applySuggestedChanges, effectiveSuggestions, mergeFill } from './word-form-fill';

const typed: WordForm = { ...EMPTY_WORD_FORM, word: 'Glimber', language: 'filipino', category: 'mine' };

const fill: WordFormFill = {
  word: 'summoned',
  language: 'english',
  isReal: false,
  definition: 'A borrowed meaning.',
  explanation: 'Grafted from two words.',
  wordsReal: 'glimmer',
};

describe('mergeFill', () => {
  it("keeps the author's word and language after a Fill-in, and takes every other field", () => {
    expect(mergeFill(typed, fill, 'autofill')).toEqual({
      ...typed,
      isReal: false,
      definition: 'A borrowed meaning.',
      explanation: 'Grafted from two words.',
      wordsReal: 'glimmer',
    });
  });

  it('takes the summoned word but keeps the language after a Summon', () => {
    const merged = mergeFill(typed, fill, 'summon');
    expect(merged.word).toBe('summoned');
    expect(merged.language).toBe('filipino');
    expect(merged.isReal).toBe(false);
  });

  it('leaves fields the answer does not hold as they were, and ignores keys that are no form field', () => {
    const merged = mergeFill(
      typed,
      { definition: 'New.', userId: 'x', score: 3 } as WordFormFill,
      'autofill',
    );
    expect(merged).toEqual({ ...typed, definition: 'New.' });
    expect(Object.keys(merged).sort()).toEqual(Object.keys(EMPTY_WORD_FORM).sort());
  });

  it('ignores values of the wrong type rather than put them in the form', () => {
    const merged = mergeFill(typed, { isReal: 'yes', usage: 7 } as unknown as WordFormFill, 'autofill');
    expect(merged).toEqual(typed);
  });
});

describe('suggested changes', () => {
  const suggestions: WordFormFill = { word: 'glimber', wordClass: 'verb', category: 'mine' };

  it('are applied to every field they name, word included', () => {
    expect(applySuggestedChanges(typed, suggestions)).toEqual({
      ...typed,
      word: 'glimber',
      wordClass: 'verb',
    });
  });

  it('are offered only where they would change something', () => {
    expect(effectiveSuggestions(typed, suggestions)).toEqual(['word', 'wordClass']);
    expect(effectiveSuggestions(typed, {})).toEqual([]);
  });
});
