import {
  ERROR_MESSAGES,
  ROUNDS_PER_GAME,
  type CreateSessionResponse,
  type GetSessionResponse,
  type PlayWord,
  type SessionWordsResponse,
} from '@bluffle/shared-schema';
import { FILIPINO_FIXTURE_WORDS } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { playThrough } from '../support/served-games';
import { soloGameOf } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

type WordsOrError = SessionWordsResponse & { error?: string };

describe('GET /api/words/session/{code} and /api/words/random', () => {
  let server: TestServer;
  // Moved on past each round's feedback pause: a session's later words come as their rounds open.
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  async function newSession(language?: string): Promise<CreateSessionResponse> {
    const response = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Ada', language },
    });
    return response.body;
  }

  const sessionWords = (code: string, token: string | undefined, query = '') =>
    rest<WordsOrError>(server.baseUrl, `/api/words/session/${code}${query}`, { token });

  /** Every word the session plays, in order: each round let run out, the next opened after its pause. */
  async function playedWords(
    session: CreateSessionResponse,
    served: SessionWordsResponse,
  ): Promise<PlayWord[]> {
    return playThrough(server.baseUrl, soloGameOf(session, served, clock));
  }

  it('fixes the words on the first call and serves the same ones, in order, later', async () => {
    const session = await newSession();
    const first = await sessionWords(session.sessionCode, session.playerToken, '?count=10&language=english');
    expect(first.status).toBe(200);
    // The session's words, up to count (docs/product.md §7, §9; docs/design.md decision 14): round n plays the nth.
    expect(first.body).toMatchObject({ totalRounds: ROUNDS_PER_GAME });
    expect(first.body.words.length).toBeGreaterThanOrEqual(ROUNDS_PER_GAME);
    expect(first.body.words.length).toBeLessThanOrEqual(10);

    // A smaller count later still answers every round's word: the game stays playable to its end.
    const again = await sessionWords(session.sessionCode, session.playerToken, '?count=3&language=filipino');
    expect(again.body).toEqual({ ...first.body, words: first.body.words.slice(0, ROUNDS_PER_GAME) });

    const read = await rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${session.sessionCode}`);
    expect(read.body.session.status).toBe('playing');

    // Played through: five rounds on five different English words, round 1's first.
    const played = await playedWords(session, first.body);
    expect(played[0]).toEqual(first.body.words[0]);
    expect(new Set(played.map((word) => word.id)).size).toBe(ROUNDS_PER_GAME);
    expect(played.every((word) => word.language === 'english')).toBe(true);
    // And the words call still answers the same words, in the same order.
    const after = await sessionWords(session.sessionCode, session.playerToken);
    expect(after.body).toEqual(first.body);
    expect(after.body.words.slice(0, ROUNDS_PER_GAME)).toEqual(played);
  });

  it("uses the session's language when the query names none", async () => {
    const session = await newSession('filipino');
    const response = await sessionWords(session.sessionCode, session.playerToken);
    const played = await playedWords(session, response.body);
    expect(played.map((word) => word.word).sort()).toEqual(
      FILIPINO_FIXTURE_WORDS.map((word) => word.word).sort(),
    );
  });

  it("treats a blank ?language= as no language: the default, or the session's own", async () => {
    const session = await newSession('filipino');
    const response = await sessionWords(session.sessionCode, session.playerToken, '?count=10&language=');
    expect(response.status).toBe(200);
    expect(response.body.words.every((word) => word.language === 'filipino')).toBe(true);
    const random = await rest<WordsOrError>(server.baseUrl, '/api/words/random?language=&count=');
    expect(random.status).toBe(200);
    expect(random.body.words.every((word: PlayWord) => word.language === 'english')).toBe(true);
  });

  it('serves at least one word per round even when count asks for fewer', async () => {
    const session = await newSession();
    const response = await sessionWords(session.sessionCode, session.playerToken, '?count=2');
    expect(response.body.totalRounds).toBe(ROUNDS_PER_GAME);
    expect(await playedWords(session, response.body)).toHaveLength(ROUNDS_PER_GAME);
  });

  it('serves words without their truth', async () => {
    const session = await newSession();
    const response = await sessionWords(session.sessionCode, session.playerToken);
    for (const word of response.body.words) {
      expect(Object.keys(word).sort()).toEqual(
        ['category', 'definition', 'difficulty', 'id', 'language', 'usage', 'word', 'wordClass'].sort(),
      );
    }
  });

  it('refuses a missing or wrong player token with 403', async () => {
    const session = await newSession();
    const other = await newSession();
    for (const token of [undefined, other.playerToken, 'not-a-token']) {
      const response = await sessionWords(session.sessionCode, token);
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(ERROR_MESSAGES.missingPlayerToken);
    }
  });

  it('answers 404 for an unknown session and 400 for a malformed code', async () => {
    const unknown = await sessionWords('ZZZZZZZZ', 'token');
    expect(unknown).toMatchObject({ status: 404, body: { error: ERROR_MESSAGES.sessionNotFound } });
    for (const code of ['abc', 'ABCDEFGH1', 'ABCD$FGH']) {
      const malformed = await sessionWords(code, 'token');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatch(/session code/);
    }
  });

  it.each([
    ['?count=abc', /count must be a number/],
    ['?count=0', /count must be at least 1/],
    ['?count=51', /count must be at most 50/],
    ['?count=2.5', /whole number/],
    ['?language=klingon', /english or filipino/],
    ['?language[$gt]=', /Unknown query parameter/],
    ['?count=1&count=2', /count must be a number/],
    ['?sort=word', /Unknown query parameter: sort/],
  ])('rejects the query %s with 400', async (query, message) => {
    const session = await newSession();
    const response = await sessionWords(session.sessionCode, session.playerToken, query);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('serves random words for play, in the language asked for', async () => {
    const response = await rest<WordsOrError>(server.baseUrl, '/api/words/random?count=3&language=filipino');
    expect(response.status).toBe(200);
    expect(response.body.words).toHaveLength(3);
    expect(response.body.words.every((word: PlayWord) => word.language === 'filipino')).toBe(true);
    const defaults = await rest<WordsOrError>(server.baseUrl, '/api/words/random');
    expect(defaults.body.words.every((word: PlayWord) => word.language === 'english')).toBe(true);
  });

  it('rejects a bad random-words query with 400', async () => {
    const response = await rest<WordsOrError>(server.baseUrl, '/api/words/random?count=-1');
    expect(response.status).toBe(400);
  });
});

describe('with no words stored', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ words: [] });
  });
  afterAll(() => server.close());

  it("says no word is available, for a session's words and for random words", async () => {
    const created = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Ada' },
    });
    const session = await rest(server.baseUrl, `/api/words/session/${created.body.sessionCode}`, {
      token: created.body.playerToken,
    });
    expect(session).toMatchObject({ status: 404, body: { error: ERROR_MESSAGES.noWordsAvailable } });
    const random = await rest(server.baseUrl, '/api/words/random');
    expect(random).toMatchObject({ status: 404, body: { error: ERROR_MESSAGES.noWordsAvailable } });
  });
});
