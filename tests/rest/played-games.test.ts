import {
  DAILY_FIVE_PATHS,
  ERROR_CODES,
  FEEDBACK_DELAY_MS,
  PLAYED_GAMES_PATH,
  ROUNDS_PER_GAME,
  type ApiError,
  type DuplicateSessionResponse,
  type PlayedGamesResponse,
  type StartDailyFiveResponse,
} from '@bluffle/shared-schema';
import { localUser, signedInAgent } from '../support/admin-words';
import { BrowserAgent } from '../support/browser-agent';
import { truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { playRound, startSoloGame, type RoundPlan, type SoloGame } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// Progress that shows: GET /api/users/me/games lists the signed-in player's own completed games,
// newest first, each with its score, accuracy and real/fake split counted by the server from its judged
// answers; practice replays are flagged and earn no XP; guests are refused; the limit is checked.

jest.setTimeout(60_000);

const ada = localUser('ada', []);
const bob = localUser('bob', []);
const clock = new ManualClock(Date.UTC(2025, 5, 10, 9, 0, 0));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, users: [ada, bob] });
});
afterAll(() => server.close());

interface PlayedOnServer {
  sessionCode: string;
  score: number;
  realPlayed: number;
  realCorrect: number;
  fakePlayed: number;
  fakeCorrect: number;
}

/** Plays each round of `game` by its plan, completes it, and says what the server should list for it. */
async function playThrough(game: SoloGame, plans: RoundPlan[]): Promise<PlayedOnServer> {
  const played: PlayedOnServer = {
    sessionCode: game.sessionCode,
    score: 0,
    realPlayed: 0,
    realCorrect: 0,
    fakePlayed: 0,
    fakeCorrect: 0,
  };
  for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
    // Past the previous round's feedback pause, so the server opens this one.
    clock.advance(FEEDBACK_DELAY_MS + 500);
    const plan = plans[round - 1]!;
    const over = await playRound(server.baseUrl, game, round, plan);
    played.score = over.score.totalScore;
    const isCorrect = plan === 'right';
    if (truthOf(game.words[round - 1]!).isReal) {
      played.realPlayed += 1;
      played.realCorrect += isCorrect ? 1 : 0;
    } else {
      played.fakePlayed += 1;
      played.fakeCorrect += isCorrect ? 1 : 0;
    }
  }
  const completed = await rest(server.baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
    method: 'POST',
    token: game.playerToken,
    body: {},
  });
  expect(completed.status).toBe(200);
  // The next game starts a minute later, so 'newest first' is the order they were played in.
  clock.advance(60_000);
  return played;
}

const precision = (correct: number, played: number) =>
  played === 0 ? null : Math.round((correct / played) * 1000) / 10;

function listOf(agent: BrowserAgent, query = '') {
  return agent.json<PlayedGamesResponse & ApiError>(`${server.baseUrl}${PLAYED_GAMES_PATH}${query}`);
}

describe('GET /api/users/me/games', () => {
  let adaAgent: BrowserAgent;
  let solo: PlayedOnServer;
  let daily: PlayedOnServer;
  let practice: PlayedOnServer;
  let bobsGame: PlayedOnServer;

  beforeAll(async () => {
    adaAgent = await signedInAgent(server.baseUrl, ada);
    const adaHeaders = adaAgent.cookieHeaderFor(server.baseUrl);
    const bobHeaders = (await signedInAgent(server.baseUrl, bob)).cookieHeaderFor(server.baseUrl);

    solo = await playThrough(await startSoloGame(server.baseUrl, { headers: adaHeaders, clock }), [
      'right',
      'wrong-first',
      'right',
      'right',
      'wrong-first',
    ]);
    bobsGame = await playThrough(await startSoloGame(server.baseUrl, { headers: bobHeaders, clock }), [
      'right',
      'right',
      'right',
      'right',
      'right',
    ]);
    const started = await rest<StartDailyFiveResponse>(server.baseUrl, DAILY_FIVE_PATHS.start, {
      body: { language: 'english', playerName: 'Ada' },
      headers: adaHeaders,
    });
    expect(started.status).toBe(201);
    daily = await playThrough({ ...started.body, clock }, ['right', 'right', 'right', 'right', 'right']);
    // Ada takes her own solo game as a challenge: words she has played, so a practice replay.
    const copy = await rest<DuplicateSessionResponse>(
      server.baseUrl,
      `/api/sessions/${solo.sessionCode}/duplicate`,
      { body: { playerName: 'Ada' }, headers: adaHeaders },
    );
    expect(copy.status).toBe(201);
    expect(copy.body.isPractice).toBe(true);
    practice = await playThrough(
      {
        sessionCode: copy.body.newSessionCode,
        playerToken: copy.body.playerToken,
        words: copy.body.words,
        clock,
      },
      ['wrong-first', 'wrong-first', 'right', 'wrong-first', 'wrong-first'],
    );
    // An unfinished game is no game of the history.
    await startSoloGame(server.baseUrl, { headers: adaHeaders, clock });
  });

  it("lists the player's own completed games, newest first, each counted by the server", async () => {
    const response = await listOf(adaAgent);
    expect(response.status).toBe(200);
    const { games } = response.body;
    expect(games.map((game) => [game.sessionCode, game.kind, game.isPractice])).toEqual([
      [practice.sessionCode, 'challenge', true],
      [daily.sessionCode, 'daily', false],
      [solo.sessionCode, 'solo', false],
    ]);
    expect(games.map((game) => game.sessionCode)).not.toContain(bobsGame.sessionCode);
    expect(games[2]).toEqual({
      sessionCode: solo.sessionCode,
      kind: 'solo',
      language: 'english',
      playedAt: expect.any(String),
      isPractice: false,
      score: solo.score,
      correct: 3,
      totalRounds: ROUNDS_PER_GAME,
      accuracy: 60,
      realWordsCorrect: solo.realCorrect,
      realWordsPlayed: solo.realPlayed,
      fakeWordsCorrect: solo.fakeCorrect,
      fakeWordsPlayed: solo.fakePlayed,
      realWordPrecision: precision(solo.realCorrect, solo.realPlayed),
      fakeWordPrecision: precision(solo.fakeCorrect, solo.fakePlayed),
      xpEarned: solo.score * 10,
    });
    const playedAt = games.map((game) => Date.parse(game.playedAt));
    expect([...playedAt].sort((a, b) => b - a)).toEqual(playedAt);
  });

  it('flags a practice replay, which earns no XP', async () => {
    const [latest] = (await listOf(adaAgent)).body.games;
    expect(latest).toMatchObject({
      sessionCode: practice.sessionCode,
      isPractice: true,
      score: practice.score,
      correct: 1,
      accuracy: 20,
      xpEarned: 0,
    });
  });

  it("never lists another player's games: each caller gets their own", async () => {
    const bobsList = await listOf(await signedInAgent(server.baseUrl, bob));
    expect(bobsList.body.games.map((game) => game.sessionCode)).toEqual([bobsGame.sessionCode]);
  });

  it('takes at most `limit` games, the newest', async () => {
    const response = await listOf(adaAgent, '?limit=2');
    expect(response.body.games.map((game) => game.sessionCode)).toEqual([
      practice.sessionCode,
      daily.sessionCode,
    ]);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=51', 'limit must be at most 50'],
    ['?limit=many', 'limit must be a number'],
    ['?limit=2.5', 'limit must be a whole number'],
    ['?userId=local:bob', 'Unknown query parameter: userId.'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await listOf(adaAgent, query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: ERROR_CODES.validationFailed, error: message });
  });

  it('refuses a guest with a 401: a guest has no server history', async () => {
    const response = await listOf(new BrowserAgent());
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ERROR_CODES.unauthorized);
  });
});
