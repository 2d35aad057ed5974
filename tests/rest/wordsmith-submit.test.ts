import {
  AUTH_MESSAGES,
  EMPTY_WORD_FORM,
  ERROR_CODES,
  WORDSMITH_MESSAGES,
  wordExistsMessage,
  type AdminWordsResponse,
  type MySessionsResponse,
  type SubmitWordRefusal,
  type SubmitWordResponse,
  type WordForm,
} from '@bluffle/shared-schema';
import { REAL_ENGLISH } from '../support/wordsmith-forms';
import { ADMIN_TEST_USERS, signedInAgent } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { startTestServer, type TestServer } from '../support/test-server';
import { GENERATOR_WARM_UP_MS, warmWordGenerator } from '../support/warm-word-generator';

// POST /api/words/wordsmith (docs/product.md §7, docs/design.md decision 13): the form validated again on the server,
// stored with its author; a wordsmith's word waits for an admin, an admin's own is approved at once.

// The first call loads the word generator in the server's thread (test servers do not preload it).
jest.setTimeout(120_000);

type SubmitAnswer = SubmitWordResponse & Partial<SubmitWordRefusal>;

let server: TestServer;
let wordsmith: BrowserAgent;
let admin: BrowserAgent;

// The generator loads here, on its own budget: a first submission that loaded it ran out of the test's
// 120 s on a busy machine.
beforeAll(async () => {
  server = await startTestServer({ users: Object.values(ADMIN_TEST_USERS) });
  wordsmith = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.wordsmith);
  admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
  await warmWordGenerator(server.baseUrl, wordsmith, ADMIN_TEST_USERS.wordsmith.id);
}, GENERATOR_WARM_UP_MS);
afterAll(() => server.close());

/** A valid made-up English verb; `word` must be a fresh invented word. */
function fakeForm(word: string, overrides: Partial<WordForm> = {}): WordForm {
  return {
    ...EMPTY_WORD_FORM,
    word,
    isReal: false,
    explanation: 'Made up: an invented stem with a verb ending.',
    definition: 'To make small, rapid twitching movements.',
    usage: `The leaves would ${word.trim().toLowerCase()} in the wind.`,
    category: 'motion',
    wordClass: 'verb',
    wordsReal: 'twitch',
    wordsFake1: 'skorbulate',
    wordsFake2: 'frandicate',
    wordsFake3: 'plemorate',
    ...overrides,
  };
}

function submit(agent: BrowserAgent, body: Record<string, unknown>) {
  return agent.json<SubmitAnswer>(`${server.baseUrl}/api/words/wordsmith`, { body });
}

/** The stored words whose text is `word`, as the admin's word list shows them. */
async function storedAs(word: string) {
  const response = await admin.json<AdminWordsResponse>(
    `${server.baseUrl}/api/words?search=${encodeURIComponent(word)}&limit=100`,
  );
  return response.body.words.filter((entry) => entry.word === word);
}

describe('a wordsmith’s word', () => {
  it('is stored pending review, by its author, the word trimmed and lowercased, only its kind’s options kept', async () => {
    const response = await submit(wordsmith, {
      ...fakeForm('  Glundrivet '),
      // Left over from a REAL word earlier in the form: not the FAKE word's.
      definitionCorrect: 'A leftover definition.',
      userId: ADMIN_TEST_USERS.wordsmith.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.word).toMatchObject({
      word: 'glundrivet',
      isReal: false,
      language: 'english',
      wordClass: 'verb',
      status: 'pending',
      rejectionReason: null,
      plays: { calls: 0, calledReal: 0 },
      foolRate: null,
      wordsReal: 'twitch',
    });
    expect(response.body.word).not.toHaveProperty('definitionCorrect');
    expect(response.body.word).not.toHaveProperty('createdBy');

    const [stored] = await storedAs('glundrivet');
    expect(stored).toMatchObject({
      id: response.body.word.id,
      source: 'wordsmith',
      createdBy: ADMIN_TEST_USERS.wordsmith.id,
      status: 'pending',
    });
    // The author sees it among their contributions (My Bluffles).
    const mine = await wordsmith.json<MySessionsResponse>(
      `${server.baseUrl}/api/sessions/my-sessions?userId=${encodeURIComponent(ADMIN_TEST_USERS.wordsmith.id)}`,
    );
    expect(mine.body.words.map((word) => word.id)).toContain(response.body.word.id);
  });

  it('gives a REAL word without an explanation a plain one for the reveal', async () => {
    // The REAL sample form has no explanation.
    const response = await submit(wordsmith, REAL_ENGLISH);
    expect(response.status).toBe(201);
    expect(response.body.word).toMatchObject({ isReal: true, explanation: 'Real: an English noun.' });
    expect(response.body.word).not.toHaveProperty('wordsReal');
  });
});

describe('a refused word', () => {
  it('answers 400 with the feedback that refused it, and stores nothing', async () => {
    const response = await submit(wordsmith, fakeForm('elefant', { wordsFake2: 'ladder' }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(WORDSMITH_MESSAGES.wordRefused);
    expect(response.body.code).toBe(ERROR_CODES.wordRefused);
    expect(
      response.body.feedback?.filter((item) => item.severity === 'error').map((item) => item.field),
    ).toEqual(['word', 'wordsFake2']);
    expect(await storedAs('elefant')).toEqual([]);
  });

  it('never trusts the page’s banner: a form claiming to be valid is judged again', async () => {
    const response = await submit(wordsmith, {
      ...fakeForm('plandorvick', { usage: 'No word here at all.' }),
      isValid: true,
      feedback: [],
    });
    expect(response.status).toBe(400);
    expect(response.body.feedback).toEqual([expect.objectContaining({ field: 'usage', severity: 'error' })]);
    expect(await storedAs('plandorvick')).toEqual([]);
  });

  it('refuses a word already in the bank, as Validate says', async () => {
    const response = await submit(wordsmith, fakeForm('glundrivet'));
    expect(response.status).toBe(400);
    expect(response.body.feedback).toEqual([
      expect.objectContaining({ field: 'word', message: wordExistsMessage('glundrivet', 'english', 'verb') }),
    ]);
    expect(await storedAs('glundrivet')).toHaveLength(1);
  });

  it('stores one of the same word sent at once; the others are refused (400, or 409 when they met at the store)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => submit(wordsmith, fakeForm('quimbrasel'))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 400 || status === 409)).toBe(true);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(response.body).toEqual({
        error: wordExistsMessage('quimbrasel', 'english', 'verb'),
        code: ERROR_CODES.wordExists,
      });
    }
    expect(await storedAs('quimbrasel')).toHaveLength(1);
  });

  it("refuses another user's id in the payload (403) and stores nothing", async () => {
    const response = await submit(wordsmith, {
      ...fakeForm('trelvoscan'),
      userId: ADMIN_TEST_USERS.admin.id,
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AUTH_MESSAGES.notYourAccount);
    expect(await storedAs('trelvoscan')).toEqual([]);
  });

  it('refuses a malformed form with 400 before judging it', async () => {
    const response = await submit(wordsmith, { ...fakeForm('brastovine'), difficulty: 'impossible' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('difficulty must be easy, medium or hard');
    expect(await storedAs('brastovine')).toEqual([]);
  });
});

describe("an admin's own word", () => {
  it('is approved at once: admins are the moderators', async () => {
    const response = await submit(admin, { ...fakeForm('morbliquet'), userId: ADMIN_TEST_USERS.admin.id });
    expect(response.status).toBe(201);
    expect(response.body.word.status).toBe('approved');
    const [stored] = await storedAs('morbliquet');
    expect(stored).toMatchObject({
      source: 'wordsmith',
      createdBy: ADMIN_TEST_USERS.admin.id,
      status: 'approved',
    });
  });
});
