import { checkWordForm, EMPTY_WORD_FORM, type WordForm, type WordFormProblem } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { feedbackText, wordFormProblemText } from './word-form-problem-text';

// The shared checks return data; these pin how the page words each code, in both languages.

const english = CATALOGUES.english;
const filipino = CATALOGUES.filipino;

const REAL: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'swivet',
  isReal: true,
  definition: 'A state of extreme agitation.',
  usage: 'She was in a swivet all morning.',
  category: 'state',
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

function englishOf(form: WordForm): string[] {
  return checkWordForm(form).findings.map((finding) => wordFormProblemText(finding.problem, english));
}

describe('Validate’s findings in words', () => {
  it('name a blank field by the form’s own label, and why a word of its kind needs it', () => {
    expect(englishOf({ ...EMPTY_WORD_FORM, isReal: true })).toContain(
      'Fake definition 2 is required for a REAL word: the follow-up offers the correct definition beside three fake ones.',
    );
    expect(englishOf({ ...FAKE, wordsFake3: '' })).toEqual([
      'Fake word 3 is required for a FAKE word: the follow-up offers the real word beside three made-up ones.',
    ]);
    expect(englishOf({ ...REAL, word: '' })).toEqual(['Word is required.']);
    expect(wordFormProblemText({ code: 'required', field: 'explanation', isReal: false }, filipino)).toBe(
      'Kailangan ang Paliwanag para sa PEKENG salita: binabasa ng mga manlalaro kung paano inimbento ang salita pagkatapos nilang sumagot.',
    );
  });

  it('give lengths in the reader’s units, and say what an unsafe character is', () => {
    expect(englishOf({ ...REAL, usage: 'A swivet.' })).toEqual([
      'Usage example is too short: at least 3 words.',
    ]);
    const short: WordFormProblem = { code: 'too-short', field: 'usage', count: 3, unit: 'words' };
    expect(wordFormProblemText(short, filipino)).toBe(
      'Masyadong maikli ang Halimbawang pangungusap: hindi bababa sa 3 salita.',
    );
    expect(englishOf({ ...REAL, category: 'x'.repeat(65) })).toEqual([
      'Category is too long: at most 64 characters.',
    ]);
    expect(englishOf({ ...REAL, category: 'sta\u202Ete' })).toEqual([
      'Category cannot contain invisible characters such as text-direction marks; please type it again without them.',
    ]);
  });

  it('say what a word looks like', () => {
    expect(englishOf({ ...REAL, word: 'sw1vet', usage: 'She was in a sw1vet all morning.' })).toEqual([
      'The word must be letters only, with a hyphen, apostrophe or space between parts (no digits or symbols).',
    ]);
    expect(englishOf({ ...FAKE, wordsFake2: 'two words?' })[0]).toMatch(
      /^Fake word 2 must be a single word: /,
    );
  });

  it('say which definition gives the word away, and which forms a usage may use per language', () => {
    expect(englishOf({ ...REAL, definitionCorrect: 'Swivets are flustered states.' })).toEqual([
      "The correct definition gives the word away: it contains 'swivet'. Describe the meaning without naming the word.",
    ]);
    expect(englishOf({ ...FAKE, usage: 'The leaves twitched.' })).toEqual([
      "The usage example must use 'glimberate': the word itself or a form of it, such as 'glimberates' or 'glimberated'.",
    ]);
    const filipinoWord: WordFormProblem = {
      code: 'usage-misses-word',
      field: 'usage',
      word: 'tampo',
      language: 'filipino',
      examples: [],
    };
    expect(wordFormProblemText(filipinoWord, english)).toBe(
      "The usage example must use 'tampo': the word itself or a form of it with an affix.",
    );
    expect(wordFormProblemText(filipinoWord, filipino)).toBe(
      "Dapat gamitin ng halimbawang pangungusap ang 'tampo': ang salita mismo o isang anyo nito na may panlapi.",
    );
  });

  it('name the option a duplicate repeats, a fake word among its options, and a repeated definition', () => {
    expect(englishOf({ ...FAKE, wordsFake2: 'Twitch' })).toEqual([
      'Fake word 2 is the same as real-word alternative: the four options must all differ.',
    ]);
    expect(englishOf({ ...FAKE, wordsFake1: 'Glimberate' })).toEqual([
      'Fake word 1 is the word itself: the follow-up asks which option is real, so offer other words.',
    ]);
    expect(englishOf({ ...REAL, definitionCorrect: 'A state of extreme agitation.' })).toEqual([
      'The correct definition repeats the definition word for word, so players can pick it by sight: word it differently.',
    ]);
  });
});

describe('feedbackText', () => {
  it('words a shared finding from the catalogue and keeps the server’s English for its own checks', () => {
    const problem: WordFormProblem = { code: 'option-is-the-word', field: 'wordsFake1' };
    const fromRule = {
      severity: 'error' as const,
      field: 'wordsFake1' as const,
      message: 'ignored',
      problem,
    };
    expect(feedbackText(fromRule, filipino)).toEqual({
      text: 'Ang Pekeng salita 1 ay ang salita mismo: tinatanong ng follow-up kung alin ang totoo, kaya magbigay ng ibang salita.',
      isServerEnglish: false,
    });
    const fromServer = {
      severity: 'error' as const,
      field: 'word' as const,
      message: "'glop' is a real word.",
    };
    expect(feedbackText(fromServer, filipino)).toEqual({
      text: "'glop' is a real word.",
      isServerEnglish: true,
    });
  });
});
