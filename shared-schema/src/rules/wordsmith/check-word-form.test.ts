import { EMPTY_WORD_FORM, type WordForm } from './word-form';
import { checkWordForm } from './check-word-form';
import { optionKey } from './distinct-options';
import { isWordShaped, normalisedWordText } from './word-shape';

const REAL: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'swivet',
  isReal: true,
  definition: 'A state of extreme agitation.',
  usage: 'She was in a swivet all morning.',
  category: 'state',
  wordClass: 'noun',
  definitionCorrect: 'A flustered, worked-up condition.',
  definitionFake1: 'A small rotating hook for a fishing line.',
  definitionFake2: 'The lowest step of a staircase.',
  definitionFake3: 'A song sung by sailors at work.',
};

const FAKE: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'glimberate',
  isReal: false,
  explanation: 'Made up: an invented stem with the verb ending -ate.',
  definition: 'To make rapid twitching movements.',
  usage: 'The leaves glimberated in the wind.',
  category: 'motion',
  wordClass: 'verb',
  wordsReal: 'twitch',
  wordsFake1: 'skorbulate',
  wordsFake2: 'frandicate',
  wordsFake3: 'plemorate',
};

function fieldsWithErrors(form: WordForm): string[] {
  return checkWordForm(form)
    .findings.filter((item) => item.severity === 'error')
    .map((item) => item.problem.field);
}

function problemsOf(form: WordForm) {
  return checkWordForm(form).findings.map((item) => item.problem);
}

describe('the pure checks of Validate', () => {
  it('pass a complete REAL word and a complete FAKE word with no feedback', () => {
    expect(checkWordForm(REAL)).toEqual({ isValid: true, findings: [], suggestedChanges: {} });
    expect(checkWordForm(FAKE)).toEqual({ isValid: true, findings: [], suggestedChanges: {} });
  });

  it('name every blank field a REAL word needs, and not the FAKE ones', () => {
    const result = checkWordForm({ ...EMPTY_WORD_FORM, isReal: true });
    expect(result.isValid).toBe(false);
    expect(result.findings.map((item) => item.problem.field)).toEqual([
      'word',
      'definition',
      'usage',
      'category',
      'definitionCorrect',
      'definitionFake1',
      'definitionFake2',
      'definitionFake3',
    ]);
    expect(result.findings.find((item) => item.problem.field === 'definitionFake2')).toEqual({
      severity: 'error',
      problem: { code: 'required', field: 'definitionFake2', isReal: true },
    });
  });

  it('name every blank field a FAKE word needs, the explanation among them', () => {
    const result = checkWordForm({ ...FAKE, explanation: '  ', wordsReal: '', wordsFake3: '' });
    expect(result.findings.map((item) => item.problem)).toEqual([
      { code: 'required', field: 'explanation', isReal: false },
      { code: 'required', field: 'wordsReal', isReal: false },
      { code: 'required', field: 'wordsFake3', isReal: false },
    ]);
  });

  it('ignore the other kind of word’s follow-up fields', () => {
    expect(checkWordForm({ ...REAL, wordsReal: '12', wordsFake1: 'x' }).isValid).toBe(true);
    expect(checkWordForm({ ...FAKE, definitionFake1: 'x', definitionCorrect: 'x' }).isValid).toBe(true);
  });

  it('refuse values that are too short or too long', () => {
    expect(fieldsWithErrors({ ...REAL, word: 'q', usage: 'q' })).toEqual(['word', 'usage']);
    expect(fieldsWithErrors({ ...REAL, definition: 'Agitated' + '!'.repeat(600) })).toEqual(['definition']);
    expect(problemsOf({ ...REAL, usage: 'A swivet.' })).toEqual([
      { code: 'too-short', field: 'usage', count: 3, unit: 'words' },
    ]);
    expect(problemsOf({ ...REAL, category: 'x'.repeat(65) })).toEqual([
      { code: 'too-long', field: 'category', maximum: 64 },
    ]);
  });

  it('refuse invisible and control characters in any field', () => {
    const result = checkWordForm({ ...REAL, category: 'sta\u202Ete' });
    expect(result.findings).toEqual([
      { severity: 'error', problem: { code: 'unsafe-text', field: 'category', kind: 'invisible' } },
    ]);
  });

  it('take letters with an inner hyphen, apostrophe or space as a word, and nothing else', () => {
    expect(['mag-aral', "o'clock", 'tour de force', 'niño', 'Swivet'].every(isWordShaped)).toBe(true);
    expect(['sw1vet', 'swivet!', '-swivet', 'swi--vet', 'a_b', ''].some(isWordShaped)).toBe(false);
    expect(fieldsWithErrors({ ...REAL, word: 'sw1vet', usage: 'She was in a sw1vet all morning.' })).toEqual([
      'word',
    ]);
    expect(fieldsWithErrors({ ...FAKE, wordsFake2: 'two words?' })).toEqual(['wordsFake2']);
    expect(problemsOf({ ...FAKE, wordsFake2: 'two words?' })).toEqual([
      { code: 'not-word-shaped', field: 'wordsFake2' },
    ]);
  });

  it('suggest the word trimmed and lowercased when it differs', () => {
    expect(normalisedWordText('  Tour   de Force ')).toBe('tour de force');
    const result = checkWordForm({ ...REAL, word: ' Swivet ' });
    expect(result).toMatchObject({ isValid: true, suggestedChanges: { word: 'swivet' } });
  });

  it('refuse a definition that names the word, and a REAL word’s correct definition that does', () => {
    expect(fieldsWithErrors({ ...REAL, definition: 'Being in a swivet: agitated.' })).toEqual(['definition']);
    expect(fieldsWithErrors({ ...REAL, definitionCorrect: 'Swivets are flustered states.' })).toEqual([
      'definitionCorrect',
    ]);
    expect(fieldsWithErrors({ ...FAKE, definition: 'To glimberate quickly.' })).toEqual(['definition']);
    expect(problemsOf({ ...REAL, definitionCorrect: 'Swivets are flustered states.' })).toEqual([
      { code: 'gives-word-away', field: 'definitionCorrect', word: 'swivet' },
    ]);
  });

  it('refuse a usage example that does not use the word or an inflection of it', () => {
    expect(fieldsWithErrors({ ...FAKE, usage: 'The leaves twitched in the wind.' })).toEqual(['usage']);
    expect(fieldsWithErrors({ ...FAKE, usage: 'The leaves were glimberating.' })).toEqual([]);
    expect(problemsOf({ ...FAKE, usage: 'The leaves twitched.' })).toEqual([
      {
        code: 'usage-misses-word',
        field: 'usage',
        word: 'glimberate',
        language: 'english',
        examples: ['glimberates', 'glimberated'],
      },
    ]);
  });

  it('suggest only well-formed forms of the word for its class, never happynesss', () => {
    const usageExamples = (form: WordForm) => {
      const problem = problemsOf({ ...form, usage: 'Nothing here uses it.' }).find(
        (item) => item.field === 'usage',
      );
      return problem?.code === 'usage-misses-word' ? problem.examples : undefined;
    };
    const noun = {
      ...REAL,
      word: 'happyness',
      definition: 'A state of joy.',
      definitionCorrect: 'Gladness.',
    };
    expect(usageExamples(noun)).toEqual(['happynesses']);
    expect(usageExamples({ ...FAKE, word: 'glimbery', wordClass: 'verb' })).toEqual([
      'glimberies',
      'glimberied',
    ]);
    expect(usageExamples({ ...FAKE, word: 'glop', wordClass: 'verb' })).toEqual(['glops', 'glopped']);
    expect(usageExamples({ ...FAKE, word: 'glomp', wordClass: 'verb' })).toEqual(['glomps', 'glomped']);
    expect(usageExamples({ ...FAKE, word: 'glimbrous', wordClass: 'adjective' })).toEqual([]);
    expect(usageExamples({ ...FAKE, language: 'filipino', word: 'tampo' })).toEqual([]);
  });

  it('refuse wrong options equal to each other or to the right one, ignoring case and spaces', () => {
    expect(optionKey(' A  Song ')).toBe(optionKey('asong'));
    expect(
      fieldsWithErrors({ ...REAL, definitionFake3: 'a small rotating HOOK for a fishing  line.' }),
    ).toEqual(['definitionFake3']);
    expect(fieldsWithErrors({ ...REAL, definitionFake1: 'A flustered, worked-up condition.' })).toEqual([
      'definitionFake1',
    ]);
    expect(fieldsWithErrors({ ...FAKE, wordsFake2: 'Twitch' })).toEqual(['wordsFake2']);
    expect(problemsOf({ ...REAL, definitionFake1: 'A flustered, worked-up condition.' })).toEqual([
      { code: 'duplicate-option', field: 'definitionFake1', sameAs: 'definitionCorrect' },
    ]);
  });

  it('refuse a FAKE word offered among its own follow-up options', () => {
    const result = checkWordForm({ ...FAKE, wordsFake1: 'Glimberate' });
    expect(result.findings).toEqual([
      { severity: 'error', problem: { code: 'option-is-the-word', field: 'wordsFake1' } },
    ]);
  });

  it('warn, without refusing, when the correct definition repeats the definition', () => {
    const result = checkWordForm({ ...REAL, definitionCorrect: ' a state of extreme  agitation.' });
    expect(result.isValid).toBe(true);
    expect(result.findings).toEqual([
      {
        severity: 'warning',
        problem: { code: 'correct-repeats-definition', field: 'definitionCorrect' },
      },
    ]);
  });
});
