import {
  ERROR_CODES,
  WORD_SEARCH_MAX_LIMIT,
  type UserRole,
  type WordSearchResponse,
  type WordSearchResult,
} from '@bluffle/shared-schema';
import type { UserRecord } from '../../game-server/src/domain/user';
import type { NewWord } from '../../game-server/src/domain/word';
import { ADMIN_TEST_USERS, signedInAgent } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { FIXTURE_WORDS } from '../support/fixture-words';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /api/words/search: what a wordsmith builds a custom session from. Fair play: no result
// carries the truth of a word (isReal, explanation, the follow-up's answers) except the searcher's own
// contributions, or the search would be a way to look up the answers of solo games.

jest.setTimeout(60_000);

const SMITH = ADMIN_TEST_USERS.wordsmith;
const RIVAL: Omit<UserRecord, 'createdAt' | 'updatedAt'> = {
  ...SMITH,
  id: 'local:rival',
  username: 'rival',
  roles: ['wordsmith'] satisfies UserRole[],
};

function contribution(word: string, author: string, status: NewWord['status'], isReal = false): NewWord {
  return {
    word,
    definition: `What ${word} means.`,
    usage: `She said ${word} twice.`,
    isReal,
    difficulty: 'medium',
    category: 'general',
    language: 'english',
    wordClass: 'noun',
    explanation: `The secret of ${word}.`,
    wordsReal: 'glimmer',
    wordsFake1: 'glimp',
    wordsFake2: 'glomp',
    wordsFake3: 'glump',
    source: 'wordsmith',
    createdBy: author,
    status,
  };
}

const WORDS: NewWord[] = [
  ...FIXTURE_WORDS,
  contribution('glimwort', SMITH.id, 'pending'),
  contribution('glimlight', SMITH.id, 'approved', true),
  contribution('glimzap', RIVAL.id, 'pending'),
  contribution('glimbo', RIVAL.id, 'approved'),
];

/** What a player is served of a word, and what marks a search result as the searcher's or not. */
const PLAY_FIELDS = ['category', 'definition', 'difficulty', 'id', 'language', 'usage', 'word', 'wordClass'];

describe('GET /api/words/search', () => {
  let server: TestServer;
  let smith: BrowserAgent;

  beforeAll(async () => {
    server = await startTestServer({ words: WORDS, users: [...Object.values(ADMIN_TEST_USERS), RIVAL] });
    smith = await signedInAgent(server.baseUrl, SMITH);
  });
  afterAll(() => server.close());

  const search = (query: string, agent = smith) =>
    agent.json<WordSearchResponse & { error?: string; code?: string }>(
      `${server.baseUrl}/api/words/search${query}`,
    );

  it("shows bank words as players see them, with no truth at all, and the searcher's own with theirs", async () => {
    const response = await search('?query=GLIM');
    expect(response.status).toBe(200);
    const { words } = response.body;
    // Starting with the text first (alphabetical), then containing it; the rival's waiting word is absent.
    expect(words.map((word) => word.word)).toEqual(['glimbo', 'glimlight', 'glimmerous', 'glimwort']);
    for (const word of words.filter((result) => !result.isOwn)) {
      expect(Object.keys(word).sort()).toEqual([...PLAY_FIELDS, 'isOwn'].sort());
    }
    expect(words.find((word) => word.word === 'glimwort')).toEqual({
      id: expect.any(String),
      word: 'glimwort',
      definition: 'What glimwort means.',
      usage: 'She said glimwort twice.',
      difficulty: 'medium',
      category: 'general',
      language: 'english',
      wordClass: 'noun',
      isOwn: true,
      isReal: false,
      status: 'pending',
    });
    expect(words.find((word) => word.word === 'glimlight')).toMatchObject({
      isOwn: true,
      isReal: true,
      status: 'approved',
    });
    // Not a truth anywhere in the answer: no explanation, no follow-up answers, no isReal of a bank word.
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/explanation|secret of|wordsReal|wordsFake|definitionCorrect|definitionFake/);
    expect(text).not.toMatch(/glimmering/);
  });

  it("keeps another wordsmith's word out until an admin approves it, and never shows its truth", async () => {
    const rival = await signedInAgent(server.baseUrl, RIVAL);
    expect((await search('?query=glimzap')).body.words).toEqual([]);
    const own = (await search('?query=glimzap', rival)).body.words;
    expect(own).toMatchObject([{ word: 'glimzap', isOwn: true, status: 'pending' }]);

    const admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
    const approved = await admin.json(`${server.baseUrl}/api/admin/words/${own[0]!.id}/approve`, {
      method: 'POST',
      body: {},
    });
    expect(approved.status).toBe(200);
    const {
      isReal: _isReal,
      status: _status,
      ...asPlayed
    } = own[0] as WordSearchResult & {
      isReal?: boolean;
      status?: string;
    };
    expect((await search('?query=glimzap')).body.words).toEqual([{ ...asPlayed, isOwn: false }]);
  });

  it('answers every visible word alphabetically for a blank query, up to the limit', async () => {
    const all = await search('?query=&limit=50');
    expect(all.status).toBe(200);
    const names = all.body.words.map((word) => word.word);
    const byKey = (word: string) => word.toLowerCase();
    expect(names).toEqual(
      [...names].sort((a, b) => (byKey(a) < byKey(b) ? -1 : byKey(a) > byKey(b) ? 1 : 0)),
    );
    expect(names).toContain('glimwort');
    const firstThree = await search('?limit=3');
    expect(firstThree.body.words.map((word) => word.word)).toEqual(names.slice(0, 3));
    // The default limit is 20.
    expect((await search('')).body.words).toHaveLength(Math.min(20, names.length));
  });

  it('searches one language when asked', async () => {
    const filipino = await search('?query=a&language=filipino');
    expect(filipino.status).toBe(200);
    expect(filipino.body.words.length).toBeGreaterThan(0);
    expect(filipino.body.words.every((word) => word.language === 'filipino')).toBe(true);
    expect((await search('?query=a&language=')).body.words.some((word) => word.language === 'english')).toBe(
      true,
    );
  });

  it('refuses a search it cannot read, saying what is wrong', async () => {
    for (const [query, message] of [
      ['?limit=0', /limit must be at least 1/],
      [`?limit=${WORD_SEARCH_MAX_LIMIT + 1}`, /limit must be at most 50/],
      ['?limit=ten', /limit must be a number/],
      ['?language=klingon', /language/],
      [`?query=${'a'.repeat(65)}`, /query is at most 64 characters/],
      ['?query=a&query=b', /query must be text/],
      ['?userId=local:smith', /Unknown query parameter: userId/],
    ] as const) {
      const response = await search(query);
      expect([query, response.status, response.body.code]).toEqual([
        query,
        400,
        ERROR_CODES.validationFailed,
      ]);
      expect(response.body.error).toMatch(message);
    }
  });

  it('serves admins too', async () => {
    const admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
    const response = await search('?query=glim', admin);
    expect(response.status).toBe(200);
    expect(response.body.words.every((word) => !word.isOwn)).toBe(true);
  });
});

describe("the wordsmith's tools are rate-limited", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      users: Object.values(ADMIN_TEST_USERS),
      env: { RATE_LIMIT_WORDSMITH_PER_10_MIN: '3' },
    });
  });
  afterAll(() => server.close());

  it('answers 429 with the wait once the allowance is used, one allowance for every tool', async () => {
    const smith = await signedInAgent(server.baseUrl, SMITH);
    expect((await smith.json(`${server.baseUrl}/api/words/search?query=a`)).status).toBe(200);
    const mine = `${server.baseUrl}/api/sessions/my-sessions?userId=${encodeURIComponent(SMITH.id)}`;
    expect((await smith.json(mine)).status).toBe(200);
    expect((await smith.json(`${server.baseUrl}/api/words/search?query=b`)).status).toBe(200);
    const limited = await smith.json<{ error: string; code: string }>(`${server.baseUrl}/api/words/summon`, {
      method: 'POST',
      body: { language: 'english' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: ERROR_CODES.rateLimited });
    expect(limited.body.error).toMatch(
      /^Too many wordsmith requests from you in a short time\. Please wait \d+ seconds/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another wordsmith's allowance is their own.
    const admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
    expect((await admin.json(`${server.baseUrl}/api/words/search?query=a`)).status).toBe(200);
  });
});
