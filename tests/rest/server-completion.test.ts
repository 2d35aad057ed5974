import { setTimeout as sleep } from 'node:timers/promises';
import {
  DAILY_FIVE_PATHS,
  FEEDBACK_DELAY_MS,
  FEEDBACK_HOLD_MAX_MS,
  NETWORK_ALLOWANCE_MS,
  PLAYED_GAMES_PATH,
  ROUNDS_PER_GAME,
  SOLO_PHASE_ONE_SECONDS,
  type ApiError,
  type DailyFiveResponse,
  type DuplicateSessionResponse,
  type GetSessionResponse,
  type PlayedGamesResponse,
  type SessionSummary,
  type StartDailyFiveResponse,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { localUser, signedInAgent } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import {
  openNextRound,
  playRound,
  soloGameOf,
  startSoloGame,
  submitAnswer,
  type RoundPlan,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// A finished game always counts (docs/design.md decision 15): the server completes a game when its last
// round is judged (answered, followed up or timed out), so a player who leaves from the last feedback without
// pressing See results still has the game in their stats and played games, the daily five and the challenge
// results. POST complete stays for the spec's clients: idempotent, the same summary, counted once.

jest.setTimeout(60_000);

const ada = localUser('ada', []);
const cy = localUser('cy', []);
const dee = localUser('dee', []);
const eve = localUser('eve', []);
const fay = localUser('fay', []);
const gus = localUser('gus', []);
const hal = localUser('hal', []);
const clock = new ManualClock(Date.UTC(2025, 6, 1, 9, 0, 0));
/** A round's phase-one time on the server's clock, its network allowance included. */
const PHASE_ONE_LIMIT_MS = SOLO_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
const ALL_RIGHT: RoundPlan[] = ['right', 'right', 'right', 'right', 'right'];
let server: TestServer;

beforeAll(async () => {
  // The server looks for timed-out last rounds every 20 ms here, so a test waits a moment, not a second.
  server = await startTestServer({ clock, users: [ada, cy, dee, eve, fay, gus, hal], lastRoundCheckMs: 20 });
});
afterAll(() => server.close());

/** Plays rounds `from`..`to` as our own client does (each later round asked for after its pause), 1 s each. */
async function playRounds(game: SoloGame, plans: RoundPlan[], from = 1, to = ROUNDS_PER_GAME) {
  let last: SubmitAnswerResponse | undefined;
  for (let round = from; round <= to; round += 1) {
    if (round > 1) await openNextRound(server.baseUrl, game, round);
    clock.advance(1000);
    last = await playRound(server.baseUrl, game, round, plans[round - 1] ?? 'right');
  }
  return last;
}

const complete = (game: SoloGame) =>
  rest<SessionSummary & ApiError>(server.baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
    body: {},
    token: game.playerToken,
  });

const readSession = (code: string, token?: string) =>
  rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${code}`, { token });

async function playedCodes(agent: BrowserAgent): Promise<string[]> {
  const listed = await agent.json<PlayedGamesResponse>(`${server.baseUrl}${PLAYED_GAMES_PATH}`);
  expect(listed.status).toBe(200);
  return listed.body.games.map((game) => game.sessionCode);
}

async function gamesPlayed(agent: BrowserAgent, userId: string): Promise<number> {
  const stats = await agent.json<{ totalGamesPlayed: number }>(`${server.baseUrl}/api/users/${userId}/stats`);
  expect(stats.status).toBe(200);
  return stats.body.totalGamesPlayed;
}

/** Waits (briefly, in 20 ms steps) for the server's own check to complete a game. */
async function untilCompleted(code: string): Promise<GetSessionResponse> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const read = await readSession(code);
    if (read.body.session.status === 'completed') return read.body;
    await sleep(20);
  }
  throw new Error(`game ${code} was never completed by the server`);
}

async function signedIn(user: typeof ada) {
  const agent = await signedInAgent(server.baseUrl, user);
  return { agent, headers: agent.cookieHeaderFor(server.baseUrl) };
}

describe('a finished game completes on the server', () => {
  it('counts a solo game whose five rounds were answered, without POST complete', async () => {
    const { agent, headers } = await signedIn(ada);
    const game = await startSoloGame(server.baseUrl, { headers, clock });
    const last = await playRounds(game, ['right', 'wrong-first', 'right', 'right', 'wrong-followup']);
    expect(last).toMatchObject({ stage: 'round-over', isGameOver: true });

    // Never completed by the client: the menu's count, the stats and the played games have it.
    expect((await readSession(game.sessionCode)).body.session.status).toBe('completed');
    expect(await playedCodes(agent)).toEqual([game.sessionCode]);
    expect(await gamesPlayed(agent, ada.id)).toBe(1);

    // POST complete afterwards: the same summary each time, and the game still counts once.
    const first = await complete(game);
    const again = await complete(game);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ totalRounds: 5, score: { correct: 3, incorrect: 2 } });
    expect(first.body.answers).toHaveLength(5);
    expect(await playedCodes(agent)).toEqual([game.sessionCode]);
    expect(await gamesPlayed(agent, ada.id)).toBe(1);
  });

  it('times out a last round nobody answers and completes the game, on the server clock', async () => {
    const { agent, headers } = await signedIn(eve);
    const game = await startSoloGame(server.baseUrl, { headers, clock });
    await playRounds(game, ALL_RIGHT, 1, 4);
    const opened = await openNextRound(server.baseUrl, game, 5);
    // The tab is closed on round 5's word. At its limit nothing is judged yet...
    clock.advance(PHASE_ONE_LIMIT_MS);
    expect((await complete(game)).status).toBe(409);
    // ...a moment later the server times it out by itself and completes the game.
    clock.advance(1);
    const completed = await untilCompleted(game.sessionCode);
    expect(completed.session).toMatchObject({ correctAnswers: 4 });
    expect(await playedCodes(agent)).toEqual([game.sessionCode]);
    expect(await gamesPlayed(agent, eve.id)).toBe(1);
    const answers = (await readSession(game.sessionCode, game.playerToken)).body.answers ?? [];
    expect(answers[4]).toMatchObject({ roundNumber: 5, playerAnswer: null, isCorrect: false });

    // The client's own timeout, or any late answer, arriving after gets the server's verdict.
    const ownTimeout = await submitAnswer(server.baseUrl, game, {
      wordId: opened.word.id,
      roundNumber: 5,
      playerAnswer: null,
    });
    expect(ownTimeout.status).toBe(200);
    expect(ownTimeout.body).toMatchObject({ stage: 'round-over', isTimeout: true, isGameOver: true });
    const lateCall = await submitAnswer(server.baseUrl, game, {
      wordId: opened.word.id,
      roundNumber: 5,
      playerAnswer: true,
    });
    expect(lateCall.body).toEqual(ownTimeout.body);

    const summary = await complete(game);
    expect(summary.status).toBe(200);
    expect(summary.body.score).toMatchObject({ correct: 4, incorrect: 1 });
    expect(await gamesPlayed(agent, eve.id)).toBe(1);
  });

  it('times out a last round whose player left before it opened, once it would have opened by itself', async () => {
    const { agent, headers } = await signedIn(fay);
    const game = await startSoloGame(server.baseUrl, { headers, clock });
    await playRounds(game, ALL_RIGHT, 1, 4);
    // Round 4's feedback left open and the tab closed: round 5 opens by itself after the longest hold.
    clock.advance(FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS + PHASE_ONE_LIMIT_MS + 1);
    await untilCompleted(game.sessionCode);
    expect(await playedCodes(agent)).toEqual([game.sessionCode]);
    expect(await gamesPlayed(agent, fay.id)).toBe(1);
    expect((await complete(game)).body.score).toMatchObject({ correct: 4, incorrect: 1 });
  });

  it("completes the daily five with its last answer: today's result and the played games have it", async () => {
    const { agent, headers } = await signedIn(dee);
    const started = await rest<StartDailyFiveResponse>(server.baseUrl, DAILY_FIVE_PATHS.start, {
      body: { language: 'english', playerName: 'Dee' },
      headers,
    });
    expect(started.status).toBe(201);
    const game = soloGameOf(started.body, started.body, clock);
    await playRounds(game, ALL_RIGHT);

    const today = await rest<DailyFiveResponse>(
      server.baseUrl,
      `${DAILY_FIVE_PATHS.state}?language=english`,
      {
        headers,
      },
    );
    expect(today.body.result).toMatchObject({
      sessionCode: game.sessionCode,
      isComplete: true,
      correctAnswers: 5,
    });
    expect(await playedCodes(agent)).toEqual([game.sessionCode]);
    expect(await gamesPlayed(agent, dee.id)).toBe(1);
    expect((await complete(game)).status).toBe(200);
    expect(await gamesPlayed(agent, dee.id)).toBe(1);
  });

  it("completes a challenge with its last answer: the challenger then reads the original's answers", async () => {
    const original = await signedIn(ada);
    const originalGame = await startSoloGame(server.baseUrl, { headers: original.headers, clock });
    await playRounds(originalGame, ALL_RIGHT);

    const { agent, headers } = await signedIn(cy);
    const copy = await rest<DuplicateSessionResponse>(
      server.baseUrl,
      `/api/sessions/${originalGame.sessionCode}/duplicate`,
      { body: { playerName: 'Cy' }, headers },
    );
    expect(copy.status).toBe(201);
    const challenge = soloGameOf(
      { sessionCode: copy.body.newSessionCode, playerToken: copy.body.playerToken },
      copy.body,
      clock,
    );
    await playRounds(challenge, ['right', 'right', 'wrong-first', 'right', 'right']);

    // The challenge result: counted, and the original's answers open to the finished challenger.
    const compared = await readSession(originalGame.sessionCode, challenge.playerToken);
    expect(compared.body.answers).toHaveLength(5);
    expect(await playedCodes(agent)).toEqual([challenge.sessionCode]);
    expect(await gamesPlayed(agent, cy.id)).toBe(1);
    expect((await complete(challenge)).body.score).toMatchObject({ correct: 4, incorrect: 1 });
    expect(await gamesPlayed(agent, cy.id)).toBe(1);
  });
});

describe('a relaxed game (WCAG 2.2.1): no deadline and no fast bonus, counted like any game', () => {
  const TEN_MINUTES = 10 * 60_000;

  /** Plays every round as our client does, each answered `thinkMs` after its round opened. */
  async function playSlowly(game: SoloGame, plans: RoundPlan[], thinkMs: number) {
    const rounds: SubmitAnswerResponse[] = [];
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      if (round > 1) await openNextRound(server.baseUrl, game, round);
      clock.advance(thinkMs);
      if (round === ROUNDS_PER_GAME) {
        // The server's own check (every 20 ms here) gets a few looks at the waiting last round: no deadline.
        await sleep(100);
        expect((await readSession(game.sessionCode)).body.session.status).toBe('playing');
      }
      rounds.push(await playRound(server.baseUrl, game, round, plans[round - 1] ?? 'right'));
    }
    return rounds;
  }

  it('judges rounds answered ten minutes late, never fast, refuses a second answer, and counts the game', async () => {
    const { agent, headers } = await signedIn(gus);
    const game = await startSoloGame(server.baseUrl, { headers, clock, isRelaxed: true });
    const rounds = await playSlowly(game, ALL_RIGHT, TEN_MINUTES);
    for (const round of rounds) {
      expect(round).toMatchObject({ stage: 'round-over', isCorrect: true, isTimeout: false, isFast: false });
    }
    expect(rounds.at(-1)).toMatchObject({ isGameOver: true });
    // Judged once: a second first answer to the last round is refused.
    const again = await submitAnswer(server.baseUrl, game, {
      wordId: game.words[ROUNDS_PER_GAME - 1]!.id,
      roundNumber: ROUNDS_PER_GAME,
      playerAnswer: true,
    });
    expect(again.status).toBe(409);

    const summary = await complete(game);
    expect(summary.body).toMatchObject({
      isRelaxed: true,
      // 1 a round and the streak bonus, no fast bonus.
      score: { correct: 5, fastAnswers: 0 },
    });
    expect(summary.body.answers.every((answer) => !answer.isFast)).toBe(true);
    expect(await gamesPlayed(agent, gus.id)).toBe(1);
    expect(await playedCodes(agent)).toEqual([game.sessionCode]);

    // The challenge landing says the original was relaxed; the challenger picks their own pace.
    expect((await readSession(game.sessionCode)).body.session.isRelaxed).toBe(true);
    const challenger = await signedIn(hal);
    const duplicate = (body: object) =>
      rest<DuplicateSessionResponse>(server.baseUrl, `/api/sessions/${game.sessionCode}/duplicate`, {
        body: { playerName: 'Hal', ...body },
        headers: challenger.headers,
      });
    const timedCopy = await duplicate({});
    expect(timedCopy.body).toMatchObject({ isRelaxed: false });
    const relaxedCopy = await duplicate({ isRelaxed: true });
    expect(relaxedCopy.body).toMatchObject({ isRelaxed: true });
    expect((await duplicate({ isRelaxed: 'yes' })).status).toBe(400);
  });

  it('still times out a timed game answered ten minutes late (the spec clients, which send no isRelaxed)', async () => {
    const game = await startSoloGame(server.baseUrl, { clock });
    clock.advance(TEN_MINUTES);
    const late = await playRound(server.baseUrl, game, 1, 'right');
    expect(late).toMatchObject({ isCorrect: false, isTimeout: true, isFast: false, pointsEarned: 0 });
  });
});
