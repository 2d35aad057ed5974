import {
  ADMIN_WORDS_MAX_LIMIT,
  ADMIN_WORDS_PAGE_SIZE,
  AUTH_MESSAGES,
  type AdminWordsResponse,
  type Language,
} from '@bluffle/shared-schema';
import type { NewWord } from '../../game-server/src/domain/word';
import { ADMIN_TEST_USERS, csvFile, realRow, signedInAgent } from '../support/admin-words';
import { BrowserAgent } from '../support/browser-agent';
import { FIXTURE_WORDS } from '../support/fixture-words';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /api/words (docs/product.md §7, §2 Word Database, §4 Admin list) and who may call the admin word tools at all
// (: a non-admin gets 403 on each admin call; admin requests are rate-limited).

jest.setTimeout(60_000);

type ListAnswer = AdminWordsResponse & { error?: string };

/** 120 Latin words, one a minute apart, so the newest-first order is known: latinword119 comes first. */
const LATIN_WORDS: NewWord[] = Array.from({ length: 120 }, (_, index) => ({
  word: `latinword${index}`,
  definition: `Latin meaning ${index}.`,
  usage: `Latin usage ${index}.`,
  isReal: index % 2 === 0,
  difficulty: 'medium',
  category: 'test',
  language: 'latin' as Language,
  wordClass: 'noun',
  explanation: `Latin explanation ${index}.`,
  createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
  source: 'csv',
  createdBy: ADMIN_TEST_USERS.admin.id,
}));
const ALL_WORDS = [...FIXTURE_WORDS, ...LATIN_WORDS];

describe('GET /api/words', () => {
  let server: TestServer;
  let admin: BrowserAgent;

  beforeAll(async () => {
    server = await startTestServer({ words: ALL_WORDS, users: Object.values(ADMIN_TEST_USERS) });
    admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
  });
  afterAll(() => server.close());

  const list = (query: string) => admin.json<ListAnswer>(`${server.baseUrl}/api/words${query}`);

  it('answers the first page of 10, newest first, with the total', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(ALL_WORDS.length);
    expect(response.body.limit).toBe(ADMIN_WORDS_PAGE_SIZE);
    expect(response.body.offset).toBe(0);
    expect(response.body.words.map((word) => word.word)).toEqual(
      Array.from({ length: ADMIN_WORDS_PAGE_SIZE }, (_, index) => `latinword${119 - index}`),
    );
  });

  it('shows the admin every field, the truth and the moderation state included', async () => {
    const response = await list('?search=latinword7&limit=1');
    expect(response.body.words[0]).toEqual({
      ...LATIN_WORDS[79],
      id: expect.any(String),
      createdAt: LATIN_WORDS[79]!.createdAt,
      status: 'approved',
      rejectionReason: null,
      // Nobody has called it yet (; tests/rest/word-play-learning.test.ts plays some).
      plays: { calls: 0, calledReal: 0, foolRate: null, isProven: false, isRetired: false },
    });
  });

  it('pages with offset: consecutive pages neither overlap nor skip', async () => {
    const first = await list('?limit=10&offset=0');
    const second = await list('?limit=10&offset=10');
    const both = await list('?limit=20&offset=0');
    expect([...first.body.words, ...second.body.words].map((word) => word.id)).toEqual(
      both.body.words.map((word) => word.id),
    );
    const beyond = await list(`?offset=${ALL_WORDS.length}`);
    expect(beyond.body).toMatchObject({ words: [], total: ALL_WORDS.length });
  });

  it(`takes up to ${ADMIN_WORDS_MAX_LIMIT} at once and refuses more with a message`, async () => {
    const most = await list(`?limit=${ADMIN_WORDS_MAX_LIMIT}`);
    expect(most.status).toBe(200);
    expect(most.body.words).toHaveLength(ADMIN_WORDS_MAX_LIMIT);
    const tooMany = await list(`?limit=${ADMIN_WORDS_MAX_LIMIT + 1}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(`limit must be at most ${ADMIN_WORDS_MAX_LIMIT}`);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=ten', 'limit must be a number'],
    ['?offset=-1', 'offset must be at least 0'],
    ['?language=klingon', 'language must be english, filipino or latin'],
    ['?order=word', 'Unknown query parameter: order.'],
    ['?sort=word', 'sort must be one of newest, fool-rate-high, fool-rate-low, calls-high, calls-low'],
    ['?minCalls=-1', 'minCalls must be at least 0'],
    ['?minFoolRate=1.5', 'minFoolRate must be a number from 0 to 1'],
    ['?maxFoolRate=lots', 'maxFoolRate must be a number from 0 to 1'],
    ['?minFoolRate=0.6&maxFoolRate=0.2', 'minFoolRate must not be above maxFoolRate'],
    ['?retired=maybe', 'retired must be one of any, only, exclude'],
  ])('%s is refused: %s', async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  it('searches the word text, case-insensitively, and counts only the matches', async () => {
    const response = await list('?search=LATINWORD11');
    expect(response.body.total).toBe(11); // latinword11 and latinword110..119
    expect(response.body.words.every((word) => word.word.includes('latinword11'))).toBe(true);
    const none = await list('?search=zzzz');
    expect(none.body).toMatchObject({ words: [], total: 0 });
  });

  it('filters by language; all or blank means every language', async () => {
    const filipino = await list('?language=filipino&limit=100');
    expect(filipino.body.total).toBe(FIXTURE_WORDS.filter((word) => word.language === 'filipino').length);
    expect(filipino.body.words.every((word) => word.language === 'filipino')).toBe(true);
    const latin = await list('?language=Latin&search=latinword1&limit=5');
    expect(latin.body.words.every((word) => word.language === 'latin')).toBe(true);
    expect((await list('?language=all')).body.total).toBe(ALL_WORDS.length);
    expect((await list('?language=&search=&offset=')).body.total).toBe(ALL_WORDS.length);
  });
});

describe('only admins may use the word tools', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ users: Object.values(ADMIN_TEST_USERS) });
  });
  afterAll(() => server.close());

  const CALLS = [
    ['POST /api/admin/words/generate', '/api/admin/words/generate', { count: 1, language: 'english' }],
    ['POST /api/words/upload-csv', '/api/words/upload-csv', { csvText: csvFile([realRow('intruderword')]) }],
    ['GET /api/words', '/api/words', undefined],
  ] as const;

  it.each(CALLS)('%s: a guest gets 401', async (_name, path, body) => {
    const response = await new BrowserAgent().json<{ error: string }>(`${server.baseUrl}${path}`, { body });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(AUTH_MESSAGES.signInRequired);
  });

  it.each(
    CALLS.flatMap(([name, path, body]) =>
      (['bluffling', 'wordsmith'] as const).map((role) => [name, role, path, body] as const),
    ),
  )('%s: a signed-in %s gets 403', async (_name, role, path, body) => {
    const agent = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS[role]);
    const response = await agent.json<{ error: string }>(`${server.baseUrl}${path}`, { body });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AUTH_MESSAGES.roleRequired);
  });

  it('stores nothing for a refused caller', async () => {
    const agent = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
    const response = await agent.json<ListAnswer>(`${server.baseUrl}/api/words?search=intruderword`);
    expect(response.body.total).toBe(0);
  });
});

describe('admin requests are rate-limited', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      users: Object.values(ADMIN_TEST_USERS),
      env: { RATE_LIMIT_ADMIN_PER_10_MIN: '3' },
    });
  });
  afterAll(() => server.close());

  it('answers 429 with the wait once the allowance is used, per admin', async () => {
    const admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
    for (let call = 0; call < 3; call += 1) {
      expect((await admin.json(`${server.baseUrl}/api/words`)).status).toBe(200);
    }
    const limited = await admin.json<{ error: string }>(`${server.baseUrl}/api/words`);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(
      /^Too many admin requests from you in a short time\. Please wait \d+ seconds/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
