import { EMPTY_WORD_FORM, type WordForm } from '../../api/wordsmith';
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
    .feedback.filter((item) => item.severity === 'error')
    .map((item) => item.field ?? 'word as a whole');
}

describe('the pure checks of Validate', () => {
  it('pass a complete REAL word and a complete FAKE word with no feedback', () => {
    expect(checkWordForm(REAL)).toEqual({ isValid: true, feedback: [], suggestedChanges: {} });
    expect(checkWordForm(FAKE)).toEqual({ isValid: true, feedback: [], suggestedChanges: {} });
  });

  it('name every blank field a REAL word needs, and not the FAKE ones', () => {
    const result = checkWordForm({ ...EMPTY_WORD_FORM, isReal: true });
    expect(result.isValid).toBe(false);
    expect(result.feedback.map((item) => item.field)).toEqual([
      'word',
      'definition',
      'usage',
      'category',
      'definitionCorrect',
      'definitionFake1',
      'definitionFake2',
      'definitionFake3',
    ]);
    expect(result.feedback.find((item) => item.field === 'definitionFake2')?.message).toBe(
      'Fake definition 2 is required for a REAL word: the follow-up offers the correct definition beside three fake ones.',
    );
  });

  it('name every blank field a FAKE word needs, the explanation among them', () => {
    const result = checkWordForm({ ...FAKE, explanation: '  ', wordsReal: '', wordsFake3: '' });
    expect(result.feedback.map((item) => item.field)).toEqual(['explanation', 'wordsReal', 'wordsFake3']);
    expect(result.feedback[0]?.message).toMatch(/^Explanation is required for a FAKE word/);
  });

  it('ignore the other kind of word’s follow-up fields', () => {
    expect(checkWordForm({ ...REAL, wordsReal: '12', wordsFake1: 'x' }).isValid).toBe(true);
    expect(checkWordForm({ ...FAKE, definitionFake1: 'x', definitionCorrect: 'x' }).isValid).toBe(true);
  });

  it('refuse values that are too short or too long', () => {
    expect(fieldsWithErrors({ ...REAL, word: 'q', usage: 'q' })).toEqual(['word', 'usage']);
    expect(fieldsWithErrors({ ...REAL, definition: 'Agitated' + '!'.repeat(600) })).toEqual(['definition']);
    expect(checkWordForm({ ...REAL, usage: 'A swivet.' }).feedback[0]?.message).toBe(
      'Usage example is too short: at least 3 words.',
    );
  });

  it('refuse invisible and control characters in any field', () => {
    const result = checkWordForm({ ...REAL, category: 'sta\u202Ete' });
    expect(result.feedback).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'category',
        message: expect.stringMatching(/invisible/),
      }),
    ]);
  });

  it('take letters with an inner hyphen, apostrophe or space as a word, and nothing else', () => {
    expect(['mag-aral', "o'clock", 'tour de force', 'niño', 'Swivet'].every(isWordShaped)).toBe(true);
    expect(['sw1vet', 'swivet!', '-swivet', 'swi--vet', 'a_b', ''].some(isWordShaped)).toBe(false);
    expect(fieldsWithErrors({ ...REAL, word: 'sw1vet', usage: 'She was in a sw1vet all morning.' })).toEqual([
      'word',
    ]);
    expect(fieldsWithErrors({ ...FAKE, wordsFake2: 'two words?' })).toEqual(['wordsFake2']);
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
  });

  it('refuse a usage example that does not use the word or an inflection of it', () => {
    expect(fieldsWithErrors({ ...FAKE, usage: 'The leaves twitched in the wind.' })).toEqual(['usage']);
    expect(fieldsWithErrors({ ...FAKE, usage: 'The leaves were glimberating.' })).toEqual([]);
    expect(checkWordForm({ ...FAKE, usage: 'The leaves twitched.' }).feedback[0]?.message).toBe(
      "The usage example must use 'glimberate': the word itself or a form of it, such as 'glimberates' or 'glimberated'.",
    );
  });

  it('suggest only well-formed forms of the word for its class, never happynesss (issue 20)', () => {
    const usageMessage = (form: WordForm) =>
      checkWordForm({ ...form, usage: 'Nothing here uses it.' }).feedback.find(
        (item) => item.field === 'usage',
      )?.message;
    const noun = {
      ...REAL,
      word: 'happyness',
      definition: 'A state of joy.',
      definitionCorrect: 'Gladness.',
    };
    expect(usageMessage(noun)).toBe(
      "The usage example must use 'happyness': the word itself or a form of it, such as 'happynesses'.",
    );
    expect(usageMessage({ ...FAKE, word: 'glimbery', wordClass: 'verb' })).toContain(
      "such as 'glimberies' or 'glimberied'",
    );
    expect(usageMessage({ ...FAKE, word: 'glop', wordClass: 'verb' })).toContain("'glops' or 'glopped'");
    expect(usageMessage({ ...FAKE, word: 'glomp', wordClass: 'verb' })).toContain("'glomps' or 'glomped'");
    expect(usageMessage({ ...FAKE, word: 'glimbrous', wordClass: 'adjective' })).toBe(
      "The usage example must use 'glimbrous': the word itself or a regular form of it.",
    );
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
  });

  it('refuse a FAKE word offered among its own follow-up options', () => {
    const result = checkWordForm({ ...FAKE, wordsFake1: 'Glimberate' });
    expect(result.feedback).toEqual([
      expect.objectContaining({ field: 'wordsFake1', message: expect.stringMatching(/is the word itself/) }),
    ]);
  });

  it('warn, without refusing, when the correct definition repeats the definition', () => {
    const result = checkWordForm({ ...REAL, definitionCorrect: ' a state of extreme  agitation.' });
    expect(result.isValid).toBe(true);
    expect(result.feedback).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'definitionCorrect' }),
    ]);
  });
});
