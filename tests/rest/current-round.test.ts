import {
  currentRoundPathOf,
  ERROR_CODES,
  FEEDBACK_DELAY_MS,
  FOLLOWUP_SECONDS,
  ROUNDS_PER_GAME,
  SOLO_PHASE_ONE_SECONDS,
  type ApiError,
  type CurrentRoundResponse,
  type SessionWordsResponse,
} from '@bluffle/shared-schema';
import { truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import {
  playRound,
  startSoloGame,
  submitAnswer,
  type FollowupAsked,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// A running game's player comes back to it (a reload, a new tab): GET /api/sessions/{code}/rounds/current
// says where it stands, with the server's time left, for the token holder only, and nothing about a word
// that its answers have not already earned.

/** Keys that would tell a word's truth, or a follow-up's right option. */
const TRUTH_KEYS = ['isReal', 'explanation', 'correctAnswer', 'definitionCorrect', 'wordsReal', 'reveal'];

function keysDeep(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysDeep(inner, found);
    }
  }
  return found;
}

describe('GET /api/sessions/{code}/rounds/current', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock, env: { DAILY_FREE_GAMES: '9999' } });
  });
  afterAll(() => server.close());

  const start = () => startSoloGame(server.baseUrl, { clock });
  const readAs = <Body = CurrentRoundResponse>(game: SoloGame, token: string | undefined) =>
    rest<Body>(server.baseUrl, currentRoundPathOf(game.sessionCode), { token });
  const read = (game: SoloGame) => readAs(game, game.playerToken);

  it("gives the round in play with the seconds the server's clock has left, and no truth", async () => {
    const game = await start();
    clock.advance(6400);
    const current = await read(game);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({
      sessionCode: game.sessionCode,
      totalRounds: ROUNDS_PER_GAME,
      isPractice: false,
      isRelaxed: false,
      score: { totalScore: 0 },
      round: {
        stage: 'phase-one',
        roundNumber: 1,
        word: game.words[0],
        secondsLeft: SOLO_PHASE_ONE_SECONDS - 7,
      },
    });
    const keys = keysDeep(current.body);
    expect(TRUTH_KEYS.filter((key) => keys.has(key))).toEqual([]);
    expect(JSON.stringify(current.body)).not.toContain(truthOf(game.words[0]!).explanation);
  });

  it('gives the follow-up a right first answer reached, with the same options and its time left', async () => {
    const game = await start();
    const word = game.words[0]!;
    const asked = await submitAnswer<FollowupAsked>(server.baseUrl, game, {
      wordId: word.id,
      roundNumber: 1,
      playerAnswer: truthOf(word).isReal,
    });
    expect(asked.body.stage).toBe('followup');
    clock.advance(3200);
    const current = await read(game);
    expect(current.body.round).toEqual({
      stage: 'followup',
      roundNumber: 1,
      word,
      followup: asked.body.followup,
      secondsLeft: FOLLOWUP_SECONDS - 4,
      phaseOneAnswer: truthOf(word).isReal,
    });
    const keys = keysDeep(current.body);
    expect(TRUTH_KEYS.filter((key) => keys.has(key))).toEqual([]);
  });

  it('says the next round waits to be asked for after a finished one, without its word', async () => {
    const game = await start();
    await playRound(server.baseUrl, game, 1, 'wrong-first');
    clock.advance(500);
    const current = await read(game);
    expect(current.body.round).toEqual({
      stage: 'waiting',
      roundNumber: 2,
      opensInMs: FEEDBACK_DELAY_MS - 500,
    });
    expect(current.body.score).toMatchObject({ incorrect: 1, totalScore: 0 });
    // All the session's words, from the words call: round 2's is nowhere in the answer.
    const all = await rest<SessionWordsResponse>(server.baseUrl, `/api/words/session/${game.sessionCode}`, {
      token: game.playerToken,
    });
    const next = all.body.words[1]!;
    expect(JSON.stringify(current.body)).not.toContain(next.id);
    expect(JSON.stringify(current.body)).not.toContain(next.word);
  });

  it('says the game is over once its last round is judged', async () => {
    const game = await start();
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      await playRound(server.baseUrl, game, round, 'wrong-first');
    }
    const current = await read(game);
    expect(current.status).toBe(200);
    expect(current.body.round).toEqual({ stage: 'over' });
  });

  it('answers only the player who holds the token', async () => {
    const game = await start();
    const other = await start();
    for (const token of [undefined, '', other.playerToken]) {
      const refused = await readAs<ApiError>(game, token);
      expect([refused.status, refused.body.code]).toEqual([403, ERROR_CODES.missingPlayerToken]);
    }
    const unknown = await rest<ApiError>(server.baseUrl, currentRoundPathOf('ZZZZZZZZ'), {
      token: game.playerToken,
    });
    expect(unknown.status).toBe(404);
  });
});
