import {
  AUTH_MESSAGES,
  ERROR_CODES,
  WORDSMITH_MESSAGES,
  type AdminWordsResponse,
  type CsvUploadResult,
  type WordFormFill,
} from '@bluffle/shared-schema';
import { ADMIN_TEST_USERS, csvFile, fakeRow, realRow, signedInAgent } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { startTestServer, type TestServer } from '../support/test-server';
import { GENERATOR_WARM_UP_MS, warmWordGenerator } from '../support/warm-word-generator';

// POST /api/words/autofill and POST /api/words/summon (docs/product.md §2 helper button, §4 "Autofill with an empty
// word falls back to summoning", §7): the real word generator, in the server's worker thread.

// The first call loads the generator in the server's thread (test servers do not preload it): seconds.
jest.setTimeout(120_000);

type FillAnswer = WordFormFill & { error?: string; code?: string };

let server: TestServer;
let wordsmith: BrowserAgent;
/** The server's random source returns this, so a test can summon twice from the same seed. */
let nextRandom = 0.5;

beforeAll(async () => {
  server = await startTestServer({ users: Object.values(ADMIN_TEST_USERS), random: () => nextRandom });
  wordsmith = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.wordsmith);
  await warmWordGenerator(server.baseUrl, wordsmith, ADMIN_TEST_USERS.wordsmith.id);
}, GENERATOR_WARM_UP_MS);
afterAll(() => server.close());

function autofill(body: unknown) {
  return wordsmith.json<FillAnswer>(`${server.baseUrl}/api/words/autofill`, { body });
}
function summon(body: unknown) {
  return wordsmith.json<FillAnswer>(`${server.baseUrl}/api/words/summon`, { body });
}

const REAL_OPTIONS = ['definitionCorrect', 'definitionFake1', 'definitionFake2', 'definitionFake3'] as const;
const FAKE_OPTIONS = ['wordsReal', 'wordsFake1', 'wordsFake2', 'wordsFake3'] as const;

/** Every field a word of its kind needs is filled in, its four follow-up options all different. */
function expectComplete(fill: WordFormFill): void {
  for (const field of ['definition', 'usage', 'category', 'explanation'] as const) {
    expect([field, fill[field]?.trim()]).not.toEqual([field, '']);
    expect(fill[field]).toEqual(expect.any(String));
  }
  expect(['easy', 'medium', 'hard']).toContain(fill.difficulty);
  expect(fill.wordClass).toEqual(expect.any(String));
  const options = (fill.isReal ? REAL_OPTIONS : FAKE_OPTIONS).map((field) => fill[field] ?? '');
  expect(options.every((option) => option.trim() !== '')).toBe(true);
  expect(new Set(options.map((option) => option.toLowerCase())).size).toBe(4);
  // The other kind's options are cleared, so a fill never leaves an earlier word's behind.
  for (const field of fill.isReal ? FAKE_OPTIONS : REAL_OPTIONS) expect(fill[field]).toBe('');
}

describe('Fill-in with a dictionary word', () => {
  it('fills in an English dictionary word as REAL with its definitions, never the word or the language', async () => {
    const response = await autofill({ word: ' Swivet ', language: 'english' });
    expect(response.status).toBe(200);
    const fill = response.body;
    expect(fill).not.toHaveProperty('word');
    expect(fill).not.toHaveProperty('language');
    expect(fill).not.toHaveProperty('provenance');
    expect(fill).toMatchObject({ isReal: true, wordClass: 'noun' });
    expectComplete(fill);
    expect(fill.usage?.toLowerCase()).toContain('swivet');
    expect(fill.definitionCorrect).not.toBe(fill.definition);
  });

  it('fills in a Filipino entry as REAL', async () => {
    const response = await autofill({ word: 'kilig', language: 'filipino' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isReal: true, wordClass: 'noun' });
    expectComplete(response.body);
  });

  it.each([['serendipity'], ['loiter'], ['Happy']])(
    'fills in every field of the dictionary word %s, so nothing of the previous word stays',
    async (word) => {
      const response = await autofill({ word, language: 'english' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isReal: true });
      expectComplete(response.body);
      expect(response.body.usage?.toLowerCase()).toContain(word.toLowerCase());
    },
  );

  it('marks a word the lists know but the dictionary cannot describe as REAL, its text fields blank', async () => {
    const response = await autofill({ word: 'although', language: 'english' });
    expect(response.status).toBe(200);
    const { isReal, ...rest } = response.body;
    expect(isReal).toBe(true);
    expect(response.body).not.toHaveProperty('word');
    // Every text field is there and blank: the form clears the previous word's definition and sentence.
    for (const field of ['definition', 'usage', 'category', 'explanation', ...REAL_OPTIONS, ...FAKE_OPTIONS])
      expect([field, rest[field as keyof typeof rest]]).toEqual([field, '']);
  });
});

describe('Fill-in with a word no dictionary knows', () => {
  it('proposes it as FAKE, borrowing a real word’s meaning, its sentence using the typed word', async () => {
    const response = await autofill({ word: 'Glimberate', language: 'english' });
    expect(response.status).toBe(200);
    const fill = response.body;
    expect(fill).not.toHaveProperty('word');
    expect(fill.isReal).toBe(false);
    expectComplete(fill);
    expect(fill.usage).toMatch(/glimberat/i);
    expect(fill.explanation).toContain(fill.wordsReal);
    expect(fill.usage?.toLowerCase()).not.toContain(fill.wordsReal?.toLowerCase());
  });

  it('proposes a Filipino FAKE with the class its affix gives it', async () => {
    const response = await autofill({ word: 'magblorf', language: 'filipino' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isReal: false, wordClass: 'verb' });
    expectComplete(response.body);
    expect(response.body.usage?.toLowerCase()).toContain('magblorf');
  });

  it('summons when the word is empty (docs/product.md §4)', async () => {
    nextRandom = 0.21;
    const response = await autofill({ word: '   ', language: 'english' });
    expect(response.status).toBe(200);
    expect(response.body.word?.trim()).toBeTruthy();
    expect(response.body).not.toHaveProperty('language');
    expectComplete(response.body);
  });
});

describe('Summon', () => {
  it.each([['english'], ['filipino']])('summons a %s word with every field filled', async (language) => {
    nextRandom = 0.33;
    const response = await summon({ language });
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('language');
    expect(response.body.word).toMatch(/^\p{L}[\p{L}' -]*$/u);
    expectComplete(response.body);
  });

  it.each([['english'], ['filipino']])(
    'summons %s words that Validate passes as they are, so a wordsmith can submit one unedited',
    async (language) => {
      for (const random of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        nextRandom = random;
        const fill = await summon({ language });
        const validated = await wordsmith.json<{ isValid: boolean; feedback: unknown[] }>(
          `${server.baseUrl}/api/words/validate`,
          { body: { ...fill.body, language } },
        );
        expect([fill.body.word, validated.body]).toEqual([
          fill.body.word,
          expect.objectContaining({ isValid: true }),
        ]);
      }
    },
  );

  it('never summons a word the bank holds: the same seed gives another word once the first is stored', async () => {
    nextRandom = 0.77;
    const first = await summon({ language: 'filipino' });
    expect(first.status).toBe(200);
    const word = first.body.word as string;
    const admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
    const row = first.body.isReal
      ? realRow(word, { language: 'filipino', word_class: first.body.wordClass })
      : fakeRow(word, { language: 'filipino', word_class: first.body.wordClass });
    const upload = await admin.json<CsvUploadResult>(`${server.baseUrl}/api/words/upload-csv`, {
      body: { csvText: csvFile([row]) },
    });
    expect(upload.body).toMatchObject({ created: 1 });
    const stored = await admin.json<AdminWordsResponse>(
      `${server.baseUrl}/api/words?search=${encodeURIComponent(word)}&language=filipino`,
    );
    expect(stored.body.words.map((entry) => entry.word)).toContain(word);

    const again = await summon({ language: 'filipino' });
    expect(again.status).toBe(200);
    expect(again.body.word).not.toBe(word);
  });

  it('refuses Latin, saying the tools work for English and Filipino', async () => {
    for (const response of [
      await summon({ language: 'latin' }),
      await autofill({ word: 'amicus', language: 'Latin' }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: WORDSMITH_MESSAGES.latinNotGenerated,
        code: ERROR_CODES.languageNotGenerated,
      });
    }
  });
});

describe('bad input and identity', () => {
  it.each([
    [{ language: 'klingon' }, 'language must be english, filipino or latin'],
    [{ word: 42, language: 'english' }, 'word must be text'],
    [{ word: 'x'.repeat(65) }, 'word is at most 64 characters'],
  ])('refuses %j with a message', async (body, message) => {
    const response = await autofill(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  it("accepts the wordsmith's own userId and refuses anyone else's (403)", async () => {
    nextRandom = 0.61;
    const own = await summon({ language: 'english', userId: ADMIN_TEST_USERS.wordsmith.id });
    expect(own.status).toBe(200);
    const other = await summon({ language: 'english', userId: ADMIN_TEST_USERS.admin.id });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(AUTH_MESSAGES.notYourAccount);
    const otherFill = await autofill({ word: 'swivet', userId: ADMIN_TEST_USERS.bluffling.id });
    expect(otherFill.status).toBe(403);
  });
});
