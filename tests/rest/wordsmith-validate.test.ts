import {
  AUTH_MESSAGES,
  type ValidateWordResponse,
  type WordFeedback,
  type WordForm,
} from '@bluffle/shared-schema';
import { ADMIN_TEST_USERS, signedInAgent } from '../support/admin-words';
import { FAKE_ENGLISH, FAKE_FILIPINO, REAL_ENGLISH, REAL_FILIPINO } from '../support/wordsmith-forms';
import type { BrowserAgent } from '../support/browser-agent';
import { startTestServer, type TestServer } from '../support/test-server';
import { GENERATOR_WARM_UP_MS, warmWordGenerator } from '../support/warm-word-generator';

// POST /api/words/validate (docs/product.md §2 validation banner, §7): every rule one by one, for REAL and
// FAKE words, English and Filipino where they differ, and the suggested changes. The server holds the
// fixture words (serendipity, nimble... tests/support/fixture-words.ts).

// The first call loads the word generator in the server's thread (test servers do not preload it).
jest.setTimeout(120_000);

type ValidateAnswer = ValidateWordResponse & { error?: string; code?: string };

let server: TestServer;
let wordsmith: BrowserAgent;

beforeAll(async () => {
  server = await startTestServer({ users: Object.values(ADMIN_TEST_USERS) });
  wordsmith = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.wordsmith);
  await warmWordGenerator(server.baseUrl, wordsmith, ADMIN_TEST_USERS.wordsmith.id);
}, GENERATOR_WARM_UP_MS);
afterAll(() => server.close());

async function validate(form: Record<string, unknown>) {
  return wordsmith.json<ValidateAnswer>(`${server.baseUrl}/api/words/validate`, { body: form });
}

/** The answer's feedback about one field (or the word as a whole), by severity. */
async function feedbackOn(form: WordForm, field: WordFeedback['field']) {
  const response = await validate(form);
  expect(response.status).toBe(200);
  const items = response.body.feedback.filter((item) => item.field === field);
  return { ...response.body, items, errors: items.filter((item) => item.severity === 'error') };
}

describe('a complete word', () => {
  it.each([
    ['REAL English', REAL_ENGLISH],
    ['FAKE English', FAKE_ENGLISH],
    ['REAL Filipino', REAL_FILIPINO],
    ['FAKE Filipino', FAKE_FILIPINO],
  ])('passes as %s with nothing to fix', async (_name, form) => {
    const response = await validate(form);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isValid: true, feedback: [], suggestedChanges: {} });
  });
});

describe('required fields and form', () => {
  it('names every blank field a REAL word needs', async () => {
    const response = await validate({ isReal: true });
    expect(response.body.isValid).toBe(false);
    expect(response.body.feedback.map((item) => item.field)).toEqual([
      'word',
      'definition',
      'usage',
      'category',
      'definitionCorrect',
      'definitionFake1',
      'definitionFake2',
      'definitionFake3',
    ]);
  });

  it('names every blank field a FAKE word needs, the explanation among them', async () => {
    const { errors } = await feedbackOn({ ...FAKE_ENGLISH, explanation: '' }, 'explanation');
    expect(errors[0]?.message).toMatch(/^Explanation is required for a FAKE word/);
    const blank = await validate({ ...FAKE_ENGLISH, wordsReal: ' ', wordsFake3: '' });
    expect(blank.body.feedback.filter((item) => item.severity === 'error').map((item) => item.field)).toEqual(
      ['wordsReal', 'wordsFake3'],
    );
  });

  it('refuses a value too short for its field', async () => {
    const { errors } = await feedbackOn({ ...REAL_ENGLISH, usage: 'A swivet.' }, 'usage');
    expect(errors.map((item) => item.message)).toEqual(['Usage example is too short: at least 3 words.']);
  });

  it('refuses a word that is not letters', async () => {
    const { errors } = await feedbackOn(
      { ...FAKE_ENGLISH, word: 'gl1mberate', usage: 'The leaves gl1mberated.' },
      'word',
    );
    expect(errors[0]?.message).toMatch(/^The word must be letters only/);
  });
});

describe('the word bank', () => {
  it('refuses a word already stored for the language and class, and no other class or language', async () => {
    const stored = await feedbackOn(
      {
        ...REAL_ENGLISH,
        word: 'Serendipity',
        definition: 'Finding good things by happy chance.',
        usage: 'It was serendipity that we met.',
      },
      'word',
    );
    expect(stored.errors.map((item) => item.message)).toEqual([
      "'serendipity' is already in the word bank as an English noun. Pick another word, or another word class if it really has one.",
    ]);
    const otherLanguage = await feedbackOn(
      { ...REAL_FILIPINO, word: 'serendipity', usage: 'Serendipity iyon.' },
      'word',
    );
    expect(otherLanguage.errors).toEqual([]);
  });
});

describe('a FAKE word must pass the filters the generated fakes pass', () => {
  it.each([
    ['copacetic', /is a real word: it is in the word lists we ship/],
    ['elefant', /one letter away from a common word/],
    ['tangleness', /a real word with a prefix or an ending added/],
    ['doorbird', /two common words joined together/],
    ['shitorp', /contains a rude word/],
  ])('refuses %s', async (word, message) => {
    const { errors, isValid } = await feedbackOn(
      { ...FAKE_ENGLISH, word, usage: `They talked about ${word} all day.` },
      'word',
    );
    expect(isValid).toBe(false);
    expect(errors.map((item) => item.message)).toEqual([expect.stringMatching(message)]);
  });

  it('only warns about a word that is hard to say', async () => {
    const result = await feedbackOn(
      { ...FAKE_ENGLISH, word: 'strnglop', usage: 'They talked about strnglop all day.' },
      'word',
    );
    expect(result.isValid).toBe(true);
    expect(result.items).toEqual([
      expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/hard to say/) }),
    ]);
  });

  it.each([
    ['magtampo', /is a real word/],
    ['nagtampo', /a real word with a prefix or an ending added/],
    ['kilag', /one letter away from a common word/],
  ])('refuses the Filipino %s against the Tagalog the project ships', async (word, message) => {
    const { errors } = await feedbackOn(
      { ...FAKE_FILIPINO, word, usage: `Ayaw niyang ${word} ngayon.` },
      'word',
    );
    expect(errors.map((item) => item.message)).toContainEqual(expect.stringMatching(message));
  });

  it('warns that a Latin fake could not be checked, with no Latin word lists shipped', async () => {
    const result = await feedbackOn(
      { ...FAKE_ENGLISH, language: 'latin', word: 'blorfus', usage: 'Blorfus in via ambulat.' },
      'word',
    );
    expect(result.isValid).toBe(true);
    expect(result.items).toEqual([
      expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/No Latin word lists/) }),
    ]);
  });
});

describe('a REAL word must be a dictionary word of its class, where the project has the data', () => {
  it('refuses an English word no dictionary or word list knows', async () => {
    const { errors } = await feedbackOn(
      { ...REAL_ENGLISH, word: 'glimberate', usage: 'The leaves glimberated.' },
      'word',
    );
    expect(errors[0]?.message).toMatch(
      /is not in the English dictionary \(WordNet\) or any English word list/,
    );
  });

  it('refuses a class the dictionary does not give the word, suggesting the one it does', async () => {
    const result = await feedbackOn({ ...REAL_ENGLISH, wordClass: 'verb' }, 'wordClass');
    expect(result.isValid).toBe(false);
    expect(result.errors[0]?.message).toBe(
      "The English dictionary data lists 'swivet' as a noun, not a verb. Choose a noun, or check the word.",
    );
    expect(result.suggestedChanges).toEqual({ wordClass: 'noun' });
    const filipino = await feedbackOn({ ...REAL_FILIPINO, wordClass: 'adjective' }, 'wordClass');
    expect(filipino.suggestedChanges).toEqual({ wordClass: 'noun' });
  });

  it('only warns where WordNet cannot say: a listed word without an entry, a class WordNet does not have', async () => {
    const conjunction = await feedbackOn(
      {
        ...REAL_ENGLISH,
        word: 'although',
        wordClass: 'conjunction',
        definition: 'In spite of the fact that.',
        usage: 'Although it rained, we walked.',
      },
      'word',
    );
    expect(conjunction.isValid).toBe(true);
    expect(conjunction.items).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/has no dictionary \(WordNet\) entry/),
      }),
    ]);
    const interjection = await feedbackOn({ ...REAL_ENGLISH, wordClass: 'interjection' }, 'wordClass');
    expect(interjection.isValid).toBe(true);
    expect(interjection.items).toEqual([expect.objectContaining({ severity: 'warning' })]);
  });

  it('only warns about a Filipino or Latin word the shipped data cannot confirm', async () => {
    const filipino = await feedbackOn(
      { ...REAL_FILIPINO, word: 'blorfan', usage: 'Blorfan ang tawag dito.' },
      'word',
    );
    expect(filipino.isValid).toBe(true);
    expect(filipino.items).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/could not be checked/),
      }),
    ]);
    const latin = await feedbackOn(
      { ...REAL_ENGLISH, language: 'latin', word: 'amicus', usage: 'Amicus certus in re incerta cernitur.' },
      'word',
    );
    expect(latin.isValid).toBe(true);
    expect(latin.items).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/No Latin dictionary data/),
      }),
    ]);
  });
});

describe('the word in its own texts', () => {
  it('refuses a definition that gives the word away', async () => {
    const { errors } = await feedbackOn(
      { ...REAL_ENGLISH, definition: 'Being in a swivet: agitated.' },
      'definition',
    );
    expect(errors[0]?.message).toMatch(/^The definition gives the word away: it contains 'swivet'/);
  });

  it('refuses a usage example without the word or an inflection of it, in each language', async () => {
    const english = await feedbackOn({ ...FAKE_ENGLISH, usage: 'The leaves twitched in the wind.' }, 'usage');
    expect(english.errors[0]?.message).toBe(
      "The usage example must use 'glimberate': the word itself or a form of it, such as 'glimberates' or 'glimberated'.",
    );
    const filipino = await feedbackOn(
      { ...FAKE_FILIPINO, usage: 'Huwag kang magpuyat ngayong gabi.' },
      'usage',
    );
    expect(filipino.errors[0]?.message).toMatch(/a form of it with an affix/);
    // Kinikilig is kilig with an infix and a doubled syllable: it counts.
    expect((await feedbackOn(REAL_FILIPINO, 'usage')).errors).toEqual([]);
  });
});

describe('the follow-up options', () => {
  it('refuses wrong options equal to each other or to the right one, ignoring case and spaces', async () => {
    const real = await feedbackOn(
      { ...REAL_ENGLISH, definitionFake3: 'the lowest STEP of a  staircase.' },
      'definitionFake3',
    );
    expect(real.errors[0]?.message).toBe(
      'Fake definition 3 is the same as fake definition 2: the four options must all differ.',
    );
    const fake = await feedbackOn({ ...FAKE_ENGLISH, wordsFake1: 'Twitch' }, 'wordsFake1');
    expect(fake.errors[0]?.message).toMatch(/is the same as real-word alternative/);
  });

  it('refuses a FAKE word offered among its own options', async () => {
    const { errors } = await feedbackOn({ ...FAKE_ENGLISH, wordsFake2: 'glimberate' }, 'wordsFake2');
    expect(errors[0]?.message).toMatch(/is the word itself/);
  });

  it('refuses a real-word alternative no word list knows, and a fake option that is a real word', async () => {
    const alternative = await feedbackOn({ ...FAKE_ENGLISH, wordsReal: 'blorpish' }, 'wordsReal');
    expect(alternative.errors[0]?.message).toMatch(/the real-word alternative must be a real word/);
    const option = await feedbackOn({ ...FAKE_ENGLISH, wordsFake2: 'ladder' }, 'wordsFake2');
    expect(option.errors[0]?.message).toBe(
      "Fake word option 2: 'ladder' is a real word. The fake options must be made up too.",
    );
  });

  it('only warns about a Filipino real alternative the shipped data cannot confirm', async () => {
    const result = await feedbackOn({ ...FAKE_FILIPINO, wordsReal: 'magpahinga' }, 'wordsReal');
    expect(result.isValid).toBe(true);
    expect(result.items).toEqual([expect.objectContaining({ severity: 'warning' })]);
  });
});

describe('profanity', () => {
  it('refuses profanity in any field, naming the field and the word', async () => {
    const { errors } = await feedbackOn({ ...FAKE_ENGLISH, usage: 'The damn leaves glimberated.' }, 'usage');
    expect(errors[0]?.message).toBe(
      "Usage example contains language we do not allow ('damn'). Please reword it.",
    );
    const category = await feedbackOn({ ...REAL_ENGLISH, category: 'bullshit' }, 'category');
    expect(category.errors).toHaveLength(1);
  });

  it('checks Filipino text against the Filipino list too', async () => {
    const { errors } = await feedbackOn(
      { ...FAKE_FILIPINO, usage: 'Putang ina, huwag kang magblorf ngayon.' },
      'usage',
    );
    expect(errors[0]?.message).toMatch(/contains language we do not allow/);
  });

  it('leaves innocent words that hold the letters of a rude one', async () => {
    const response = await validate({
      ...REAL_ENGLISH,
      definitionFake2: 'A shell found on the beach at Scunthorpe.',
    });
    expect(response.body.isValid).toBe(true);
  });
});

describe('suggested changes', () => {
  it('suggests the word trimmed and lowercased', async () => {
    const response = await validate({ ...REAL_ENGLISH, word: '  SWIVET ' });
    expect(response.body).toMatchObject({ isValid: true, suggestedChanges: { word: 'swivet' } });
  });

  it('fills in missing wrong definitions for a REAL word, which then validates', async () => {
    const form = { ...REAL_ENGLISH, definitionFake2: '', definitionFake3: '' };
    const response = await validate(form);
    expect(response.body.isValid).toBe(false);
    const { definitionFake2, definitionFake3 } = response.body.suggestedChanges;
    expect(definitionFake2?.trim()).toBeTruthy();
    expect(definitionFake3?.trim()).toBeTruthy();
    expect(
      new Set([form.definitionCorrect, form.definitionFake1, definitionFake2, definitionFake3]).size,
    ).toBe(4);
    const again = await validate({ ...form, ...response.body.suggestedChanges });
    expect(again.body).toMatchObject({ isValid: true });
    // The same form gets the same suggestions.
    expect((await validate(form)).body.suggestedChanges).toEqual(response.body.suggestedChanges);
  });

  it.each([
    ['English', FAKE_ENGLISH],
    ['Filipino', FAKE_FILIPINO],
  ])(
    'fills in missing fake options for a %s FAKE word with made-up words, which then validates',
    async (_name, base) => {
      const form = { ...base, wordsFake1: '', wordsFake3: '' };
      const response = await validate(form);
      expect(Object.keys(response.body.suggestedChanges).sort()).toEqual(['wordsFake1', 'wordsFake3']);
      const again = await validate({ ...form, ...response.body.suggestedChanges });
      expect(again.body).toMatchObject({ isValid: true, feedback: [] });
    },
  );
});

describe('bad input and identity', () => {
  it.each([
    [{ ...REAL_ENGLISH, isReal: 'yes' }, 'isReal must be true or false'],
    [{ ...REAL_ENGLISH, wordClass: 'gerund' }, /^wordClass must be one of noun, verb/],
    [{ ...REAL_ENGLISH, definition: 'x'.repeat(501) }, 'definition is at most 500 characters'],
    [{ ...REAL_ENGLISH, usage: { $gt: '' } }, 'usage must be text'],
  ])('refuses a malformed form with 400', async (body, message) => {
    const response = await validate(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });

  it("accepts the wordsmith's own userId and refuses another's (403)", async () => {
    expect((await validate({ ...REAL_ENGLISH, userId: ADMIN_TEST_USERS.wordsmith.id })).status).toBe(200);
    const other = await validate({ ...REAL_ENGLISH, userId: ADMIN_TEST_USERS.admin.id });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(AUTH_MESSAGES.notYourAccount);
  });
});
