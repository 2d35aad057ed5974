import {
  ERROR_CODES,
  REJECTION_REASON_MAX_LENGTH,
  type AdminWordView,
  type AdminWordsResponse,
  type WordsForPlayResponse,
} from '@bluffle/shared-schema';
import type { NewWord } from '../../game-server/src/domain/word';
import { ADMIN_TEST_USERS, signedInAgent } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { FIXTURE_WORDS } from '../support/fixture-words';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// The moderation queue (docs/design.md decision 13): a wordsmith's word waits for an admin, who approves
// it into the public pool or rejects it with a reason its author reads.

jest.setTimeout(60_000);

const AUTHOR = ADMIN_TEST_USERS.wordsmith;

/** A wordsmith's Filipino word waiting for review; `minute` orders them by when they were submitted. */
function contribution(word: string, minute: number, overrides: Partial<NewWord> = {}): NewWord {
  return {
    word,
    definition: `Ang kahulugan ng ${word}.`,
    usage: `Ginamit niya ang ${word} kahapon.`,
    isReal: false,
    difficulty: 'medium',
    category: 'pangkalahatan',
    language: 'filipino',
    wordClass: 'noun',
    explanation: `Gawa-gawa: ${word}.`,
    createdAt: new Date(Date.UTC(2031, 0, 1, 0, minute)).toISOString(),
    source: 'wordsmith',
    createdBy: AUTHOR.id,
    status: 'pending',
    ...overrides,
  };
}

const QUEUED = [contribution('sinagtala', 3), contribution('bulaklakin', 1), contribution('hiwagaan', 2)];

type QueueAnswer = AdminWordsResponse & { error?: string; code?: string };
type ReviewAnswer = { word: AdminWordView; error?: string; code?: string };

describe('moderation of contributed words', () => {
  let server: TestServer;
  let admin: BrowserAgent;

  beforeAll(async () => {
    server = await startTestServer({
      words: [...FIXTURE_WORDS, ...QUEUED],
      users: Object.values(ADMIN_TEST_USERS),
    });
    admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
  });
  afterAll(() => server.close());

  const queue = (query = '') => admin.json<QueueAnswer>(`${server.baseUrl}/api/admin/words/pending${query}`);
  const approve = (wordId: string, agent = admin) =>
    agent.json<ReviewAnswer>(`${server.baseUrl}/api/admin/words/${encodeURIComponent(wordId)}/approve`, {
      method: 'POST',
      body: {},
    });
  const reject = (wordId: string, body: unknown) =>
    admin.json<ReviewAnswer>(`${server.baseUrl}/api/admin/words/${encodeURIComponent(wordId)}/reject`, {
      method: 'POST',
      body,
    });
  const idOf = async (word: string) => {
    const found = await admin.json<AdminWordsResponse>(`${server.baseUrl}/api/words?search=${word}&limit=5`);
    const match = found.body.words.find((candidate) => candidate.word === word);
    if (match === undefined) throw new Error(`${word} is not stored`);
    return match.id;
  };
  /** Every Filipino word the public pool serves, asking for more than it holds. */
  const publicFilipinoPool = async () => {
    const served = await rest<WordsForPlayResponse>(
      server.baseUrl,
      '/api/words/random?count=20&language=filipino',
    );
    expect(served.status).toBe(200);
    return served.body.words.map((word) => word.word).sort();
  };

  /** No player has called these words yet (: every word's calls are counted). */
  const NOT_CALLED = { calls: 0, calledReal: 0, foolRate: null, isProven: false, isRetired: false };

  it('lists the words waiting for review, oldest first, with the whole record and paging', async () => {
    const first = await queue();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(first.body.words.map((word) => word.word)).toEqual(['bulaklakin', 'hiwagaan', 'sinagtala']);
    expect(first.body.words[0]).toEqual({
      ...QUEUED[1],
      id: expect.any(String),
      status: 'pending',
      rejectionReason: null,
      plays: NOT_CALLED,
    });
    const second = await queue('?limit=1&offset=1');
    expect(second.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(second.body.words.map((word) => word.word)).toEqual(['hiwagaan']);
  });

  it('refuses a queue query it cannot read, saying what is wrong', async () => {
    for (const [query, message] of [
      ['?limit=0', /limit must be at least 1/],
      ['?limit=many', /limit must be a number/],
      ['?offset=-1', /offset must be at least 0/],
      ['?status=approved', /Unknown query parameter: status/],
    ] as const) {
      const response = await queue(query);
      expect([query, response.status, response.body.code]).toEqual([
        query,
        400,
        ERROR_CODES.validationFailed,
      ]);
      expect(response.body.error).toMatch(message);
    }
  });

  it('keeps a waiting word out of the public pool until it is approved, and out again once rejected', async () => {
    const poolBefore = await publicFilipinoPool();
    expect(poolBefore).not.toContain('sinagtala');
    expect(poolBefore).toHaveLength(FIXTURE_WORDS.filter((word) => word.language === 'filipino').length);

    const wordId = await idOf('sinagtala');
    const approved = await approve(wordId);
    expect(approved.status).toBe(200);
    expect(approved.body.word).toEqual({
      ...QUEUED[0],
      id: wordId,
      status: 'approved',
      rejectionReason: null,
      plays: NOT_CALLED,
    });
    expect(await publicFilipinoPool()).toEqual([...poolBefore, 'sinagtala'].sort());
    expect((await queue()).body.words.map((word) => word.word)).not.toContain('sinagtala');

    // Approving again changes nothing.
    const again = await approve(wordId);
    expect(again.status).toBe(200);
    expect(again.body.word).toEqual(approved.body.word);

    // An admin may change their mind: a rejection takes it out of the pool again.
    expect((await reject(wordId, { reason: 'Too close to a real word.' })).status).toBe(200);
    expect(await publicFilipinoPool()).toEqual(poolBefore);
  });

  it('rejects with the reason the author reads, shown in the word database too; a new reason replaces it', async () => {
    const wordId = await idOf('hiwagaan');
    const rejected = await reject(wordId, { reason: '  It reads like a real place name.  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.word).toMatchObject({
      id: wordId,
      status: 'rejected',
      rejectionReason: 'It reads like a real place name.',
    });
    const listed = await admin.json<AdminWordsResponse>(`${server.baseUrl}/api/words?search=hiwagaan`);
    expect(listed.body.words).toEqual([rejected.body.word]);
    expect((await queue()).body.words.map((word) => word.word)).not.toContain('hiwagaan');

    const replaced = await reject(wordId, { reason: 'Please give it a clearer usage sentence.' });
    expect(replaced.body.word.rejectionReason).toBe('Please give it a clearer usage sentence.');
    const approved = await approve(wordId);
    expect(approved.body.word).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it('refuses a rejection without a usable reason, and leaves the word waiting', async () => {
    const wordId = await idOf('bulaklakin');
    for (const [body, message] of [
      [{}, /reason must be text/],
      [{ reason: '   ' }, /Please say why the word is rejected/],
      [{ reason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1) }, /at most 300 characters/],
      [{ reason: 42 }, /reason must be text/],
    ] as const) {
      const response = await reject(wordId, body);
      expect([JSON.stringify(body).slice(0, 30), response.status]).toEqual([
        JSON.stringify(body).slice(0, 30),
        400,
      ]);
      expect(response.body.error).toMatch(message);
    }
    expect((await queue()).body.words.map((word) => word.word)).toContain('bulaklakin');
  });

  it('answers 404 for an unknown word, and refuses to review a word that is not a contribution', async () => {
    const unknown = await approve('no-such-word');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: expect.stringMatching(/No word has this id/),
      code: ERROR_CODES.wordNotFound,
    });

    const bankWordId = await idOf('serendipity');
    const bankWord = await reject(bankWordId, { reason: 'Not today.' });
    expect(bankWord.status).toBe(409);
    expect(bankWord.body).toEqual({
      error: expect.stringMatching(/Only words contributed by wordsmiths are moderated/),
      code: ERROR_CODES.wordNotInModeration,
    });
    const listed = await admin.json<AdminWordsResponse>(`${server.baseUrl}/api/words?search=serendipity`);
    expect(listed.body.words[0]).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it('is for admins only: the author cannot approve their own word', async () => {
    const author = await signedInAgent(server.baseUrl, AUTHOR);
    const wordId = await idOf('bulaklakin');
    expect((await approve(wordId, author)).status).toBe(403);
    expect((await queue()).body.words.map((word) => word.word)).toContain('bulaklakin');
  });
});
