import { checkWordForm, EMPTY_WORD_FORM, type WordForm } from '@bluffle/shared-schema';
import { englishOfWordFormProblem, feedbackOfFinding } from './word-form-english';

// The API's English for the pure findings: the sentences Validate answered before the rules
// returned data, word for word.

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

/** The API's messages for a form, in the order Validate lists them. */
function messagesOf(form: WordForm): string[] {
  return checkWordForm(form).findings.map((finding) => feedbackOfFinding(finding).message);
}

describe('the API words the pure findings in English', () => {
  it('names a blank field and why a word of its kind needs it', () => {
    const messages = messagesOf({ ...EMPTY_WORD_FORM, isReal: true });
    expect(messages[0]).toBe('Word is required.');
    expect(messages).toContain(
      'Fake definition 2 is required for a REAL word: the follow-up offers the correct definition beside three fake ones.',
    );
    expect(messagesOf({ ...FAKE, explanation: ' ' })[0]).toMatch(/^Explanation is required for a FAKE word/);
  });

  it('gives lengths with their unit, and says what an unsafe character is', () => {
    expect(messagesOf({ ...REAL, usage: 'A swivet.' })).toEqual([
      'Usage example is too short: at least 3 words.',
    ]);
    expect(messagesOf({ ...REAL, category: 'x'.repeat(65) })).toEqual([
      'Category is too long: at most 64 characters.',
    ]);
    expect(messagesOf({ ...REAL, category: 'sta\u202Ete' })).toEqual([
      expect.stringMatching(/^Category cannot contain invisible characters/),
    ]);
  });

  it('says what a word looks like', () => {
    expect(messagesOf({ ...REAL, word: 'sw1vet', usage: 'She was in a sw1vet all morning.' })).toEqual([
      'The word must be letters only, with a hyphen, apostrophe or space between parts (no digits or symbols).',
    ]);
    expect(messagesOf({ ...FAKE, wordsFake2: 'two words?' })).toEqual([
      'Fake word option 2 must be a single word: letters only, with a hyphen, apostrophe or space between parts (no digits or symbols).',
    ]);
  });

  it('says which definition gives the word away, and which forms a usage may use', () => {
    expect(messagesOf({ ...REAL, definition: 'Being in a swivet: agitated.' })).toEqual([
      "The definition gives the word away: it contains 'swivet'. Describe the meaning without naming the word.",
    ]);
    expect(messagesOf({ ...FAKE, usage: 'The leaves twitched.' })).toEqual([
      "The usage example must use 'glimberate': the word itself or a form of it, such as 'glimberates' or 'glimberated'.",
    ]);
    expect(
      messagesOf({ ...FAKE, word: 'glimbrous', wordClass: 'adjective', usage: 'Nothing here uses it.' }),
    ).toEqual(["The usage example must use 'glimbrous': the word itself or a regular form of it."]);
    expect(
      englishOfWordFormProblem({
        code: 'usage-misses-word',
        field: 'usage',
        word: 'tampo',
        language: 'filipino',
        examples: [],
      }),
    ).toBe("The usage example must use 'tampo': the word itself or a form of it with an affix.");
  });

  it('names the option a duplicate repeats, a fake word among its options, and a repeated definition', () => {
    expect(messagesOf({ ...FAKE, wordsFake2: 'Twitch' })).toEqual([
      'Fake word option 2 is the same as real-word alternative: the four options must all differ.',
    ]);
    expect(messagesOf({ ...FAKE, wordsFake1: 'Glimberate' })).toEqual([
      'Fake word option 1 is the word itself: the follow-up asks which option is real, so offer other words.',
    ]);
    const repeated = checkWordForm({ ...REAL, definitionCorrect: ' a state of extreme  agitation.' });
    expect(repeated.findings.map(feedbackOfFinding)).toEqual([
      {
        severity: 'warning',
        field: 'definitionCorrect',
        message:
          'The correct definition repeats the definition word for word, so players can pick it by sight: word it differently.',
        problem: { code: 'correct-repeats-definition', field: 'definitionCorrect' },
      },
    ]);
  });
});
