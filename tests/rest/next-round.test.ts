import {
  DAILY_FIVE_PATHS,
  FEEDBACK_DELAY_MS,
  FEEDBACK_HOLD_MAX_MS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
  type ApiError,
  type DuplicateSessionResponse,
  type OpenRoundResponse,
  type SessionWordsResponse,
  type StartDailyFiveResponse,
} from '@bluffle/shared-schema';
import { truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest, type RestResponse } from '../support/rest-client';
import { guestHeaders } from '../support/served-games';
import {
  askForRound,
  finishSoloGame,
  playRound,
  soloGameOf,
  startSoloGame,
  submitAnswer,
  type RoundOver,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// The feedback may be held open to read, so the next round waits for the player. It opens
// when asked for (POST /api/sessions/{code}/rounds/next), never before the feedback pause is over, and its
// word leaves the server only then; a round nobody asks for opens by itself after the longest hold.

const PHASE_ONE_LIMIT_MS = SOLO_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;

describe('POST /api/sessions/{code}/rounds/next', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock, env: { DAILY_FREE_GAMES: '9999' } });
  });
  afterAll(() => server.close());

  const start = () => startSoloGame(server.baseUrl, { clock });
  const wordsOf = (game: { sessionCode: string; playerToken: string }) =>
    rest<SessionWordsResponse>(server.baseUrl, `/api/words/session/${game.sessionCode}`, {
      token: game.playerToken,
    });

  it("opens a held round's word with its full time, however long the feedback was held", async () => {
    const game = await start();
    await playRound(server.baseUrl, game, 1, 'wrong-first');
    // Held open for 50 s (less than the longest hold): the round's clock has not started meanwhile.
    clock.advance(FEEDBACK_DELAY_MS + 50_000);
    const opened = await askForRound(server.baseUrl, game, 2);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ roundNumber: 2, secondsLeft: SOLO_PHASE_ONE_SECONDS });
    expect(Object.keys(opened.body.word).sort()).toEqual(
      ['category', 'definition', 'difficulty', 'id', 'language', 'usage', 'word', 'wordClass'].sort(),
    );
    // Timed from the opening: a right first answer at the phase-one limit is still on time.
    clock.advance(PHASE_ONE_LIMIT_MS);
    const answered = await submitAnswer(server.baseUrl, game, {
      wordId: opened.body.word.id,
      roundNumber: 2,
      playerAnswer: truthOf(opened.body.word).isReal,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.stage).toBe('followup');
  });

  it('refuses to open the next round before the feedback pause is over', async () => {
    const game = await start();
    await playRound(server.baseUrl, game, 1, 'wrong-first');
    clock.advance(FEEDBACK_DELAY_MS - 1);
    const early = await askForRound<ApiError>(server.baseUrl, game, 2);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: 'Round 2 opens when the feedback pause is over: ask again in 1 ms.',
      code: 'round-not-started',
    });
    clock.advance(1);
    expect((await askForRound(server.baseUrl, game, 2)).status).toBe(200);
  });

  it('opens a round nobody asked for by itself after the longest hold, its clock running from then', async () => {
    const game = await start();
    await playRound(server.baseUrl, game, 1, 'wrong-first');
    // The tab went idle: 4 s past the longest hold, round 2 has run 4 s of its time.
    clock.advance(FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS + 4000);
    // The words call hands back all the session's words (docs/design.md decision 14): round 2's is the second.
    const words = await wordsOf(game);
    expect(words.body.words.length).toBeGreaterThanOrEqual(5);
    const late = await askForRound(server.baseUrl, game, 2);
    expect(late.body).toMatchObject({ roundNumber: 2, secondsLeft: SOLO_PHASE_ONE_SECONDS - 4 });
    expect(late.body.word).toEqual(words.body.words[1]);
    // And its deadline is from then: 11.75 s more is the limit, a moment after it a timeout.
    clock.advance(PHASE_ONE_LIMIT_MS - 4000 + 1);
    const answered = await submitAnswer<RoundOver>(server.baseUrl, game, {
      wordId: late.body.word.id,
      roundNumber: 2,
      playerAnswer: truthOf(late.body.word).isReal,
    });
    expect(answered.body).toMatchObject({ stage: 'round-over', isTimeout: true });
  });

  it('answers a repeated ask with the same word and the time left, without restarting the clock', async () => {
    const game = await start();
    await playRound(server.baseUrl, game, 1, 'wrong-first');
    clock.advance(FEEDBACK_DELAY_MS);
    const first = await askForRound(server.baseUrl, game, 2);
    clock.advance(3500);
    const again = await askForRound(server.baseUrl, game, 2);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, secondsLeft: SOLO_PHASE_ONE_SECONDS - 4 });
  });

  it('has the next word in no response but the words call before its round opens', async () => {
    const game = await start();
    const seen: Array<RestResponse<unknown>> = [];
    const keep = <Body>(response: RestResponse<Body>) => {
      seen.push(response);
      return response;
    };
    keep(await wordsOf(game));
    const word = game.words[0]!;
    keep(await submitAnswer(server.baseUrl, game, { wordId: word.id, roundNumber: 1, playerAnswer: null }));
    keep(await askForRound(server.baseUrl, game, 2));
    keep(await wordsOf(game));
    keep(await rest(server.baseUrl, `/api/sessions/${game.sessionCode}`, { token: game.playerToken }));
    clock.advance(FEEDBACK_DELAY_MS - 1);
    keep(await askForRound(server.baseUrl, game, 2));
    keep(await askForRound(server.baseUrl, game, 3));
    keep(await wordsOf(game));
    expect(seen.map((response) => response.status)).toEqual([200, 200, 409, 200, 200, 409, 409, 200]);

    clock.advance(1);
    const opened = await askForRound(server.baseUrl, game, 2);
    expect(opened.status).toBe(200);
    const next = opened.body.word;
    // The words call hands back every word of the session (docs/design.md decision 14: the spec's contract; a word
    // seen early reveals no truth). No other response carries a word before its round opens.
    const wordsCalls = [0, 3, 7];
    for (const response of seen.filter((_, index) => !wordsCalls.includes(index))) {
      const text = JSON.stringify(response.body);
      expect({ text, hasId: text.includes(next.id) }).toEqual({ text, hasId: false });
      expect({ text, hasWord: text.includes(JSON.stringify({ word: next.word }).slice(1, -1)) }).toEqual({
        text,
        hasWord: false,
      });
    }
    // The words call had it all along, after round 1's, and still has.
    expect((await wordsOf(game)).body.words.slice(0, 2)).toEqual([word, next]);
    expect(seen[0]?.body).toEqual((await wordsOf(game)).body);
  });

  it('hands a challenger and a daily five player only round 1, the rest round by round', async () => {
    const original = await start();
    await finishSoloGame(server.baseUrl, original);
    const copy = await rest<DuplicateSessionResponse>(
      server.baseUrl,
      `/api/sessions/${original.sessionCode}/duplicate`,
      { body: { playerName: 'Challenger' } },
    );
    expect(copy.status).toBe(201);
    expect(copy.body.words).toEqual([original.words[0]]);
    expect(copy.body.totalRounds).toBe(5);
    const challenge = soloGameOf(
      { sessionCode: copy.body.newSessionCode, playerToken: copy.body.playerToken },
      copy.body,
      clock,
    );
    await finishSoloGame(server.baseUrl, challenge);
    // The same words in the same order, each out only when its round opened.
    expect(challenge.words).toEqual(original.words);

    const daily = await rest<StartDailyFiveResponse>(server.baseUrl, DAILY_FIVE_PATHS.start, {
      body: { language: 'english', playerName: 'Dana' },
      headers: guestHeaders('next-round-daily'),
    });
    expect(daily.status).toBe(201);
    expect(daily.body.words).toHaveLength(1);
    expect(daily.body.totalRounds).toBe(5);
  });

  it('refuses a round after the current one, a round already answered, and any after completion', async () => {
    const game = await start();
    const ahead = await askForRound<ApiError>(server.baseUrl, game, 2);
    expect([ahead.status, ahead.body.error]).toEqual([
      409,
      'Round 2 cannot open yet: the current round is 1.',
    ]);
    const current = await askForRound<OpenRoundResponse>(server.baseUrl, game, 1);
    expect(current.body).toEqual({
      roundNumber: 1,
      word: game.words[0],
      secondsLeft: SOLO_PHASE_ONE_SECONDS,
    });
    await playRound(server.baseUrl, game, 1, 'wrong-first');
    const answered = await askForRound<ApiError>(server.baseUrl, game, 1);
    expect([answered.status, answered.body.code]).toEqual([409, 'round-over']);
    await finishSoloGame(server.baseUrl, game);
    const completed = await askForRound<ApiError>(server.baseUrl, game, 5);
    expect([completed.status, completed.body.code]).toEqual([409, 'session-completed']);
  });

  it('is only for the game’s own player, and checks its body', async () => {
    const game = await start();
    const other = await start();
    const path = `/api/sessions/${game.sessionCode}/rounds/next`;
    for (const token of [undefined, other.playerToken]) {
      const refused = await rest<ApiError>(server.baseUrl, path, { body: { roundNumber: 1 }, token });
      expect([refused.status, refused.body.code]).toEqual([403, 'player-token-missing']);
    }
    for (const body of [
      {},
      { roundNumber: 0 },
      { roundNumber: 6 },
      { roundNumber: '2' },
      { roundNumber: 2, x: 1 },
    ]) {
      const invalid = await rest<ApiError>(server.baseUrl, path, { body, token: game.playerToken });
      expect([JSON.stringify(body), invalid.status]).toEqual([JSON.stringify(body), 400]);
    }
    const unknown = await rest(server.baseUrl, '/api/sessions/ZZZZZZZZ/rounds/next', {
      body: { roundNumber: 1 },
      token: 't',
    });
    expect(unknown.status).toBe(404);
  });
});
