import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUTH_MESSAGES,
  emptyPlayerStats,
  type CreateSessionResponse,
  type MeResponse,
  type PlayerStats,
  type UserView,
} from '@bluffle/shared-schema';
import { BrowserAgent } from '../support/browser-agent';
import { rest } from '../support/rest-client';
import { SkippingClock } from '../support/skipping-clock';
import { playRound, startSoloGame, type RoundPlan } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

const SECRET = 'another-session-secret-long-enough-9876543210';

async function signInLocally(baseUrl: string, username: string): Promise<BrowserAgent> {
  const agent = new BrowserAgent();
  const response = await agent.json(`${baseUrl}/auth/local`, { body: { username } });
  if (response.status !== 200) throw new Error(`local sign-in failed: ${response.status}`);
  return agent;
}

describe('users (docs/product.md §7): identity from the session, never the payload', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers /api/users/me with null for a guest', async () => {
    const me = await rest<MeResponse>(server.baseUrl, '/api/users/me');
    expect(me).toMatchObject({ status: 200, body: { user: null } });
  });

  it('updates the signed-in user, never roles, plan, e-mail or provider from the payload', async () => {
    const agent = await signInLocally(server.baseUrl, 'Payload Pete');
    const updated = await agent.json<UserView>(`${server.baseUrl}/api/users`, {
      body: {
        id: 'local:payload-pete',
        username: 'Pete the Great',
        avatar: 'https://img.test/pete.png',
        email: 'boss@bluffle.test',
        provider: 'google',
        roles: ['admin'],
        isAdmin: true,
        subscription: 'wordsmith',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: 'local:payload-pete',
      username: 'Pete the Great',
      avatar: 'https://img.test/pete.png',
      email: null,
      provider: 'local',
      isAdmin: false,
      roles: [],
      subscription: 'bluffling',
    });
    const read = await agent.json<UserView>(`${server.baseUrl}/api/users/local%3Apayload-pete`);
    expect(read.body).toEqual(updated.body);
  });

  it("falls back to 'User' when the username is blank and there is no e-mail", async () => {
    const agent = await signInLocally(server.baseUrl, 'Blank Betty');
    const updated = await agent.json<UserView>(`${server.baseUrl}/api/users`, {
      body: { id: 'local:blank-betty', username: '   ' },
    });
    expect(updated.body.username).toBe('User');
  });

  it('refuses a payload id that is not the signed-in user, and a guest', async () => {
    const agent = await signInLocally(server.baseUrl, 'Honest Hal');
    const other = await agent.json<{ error: string }>(`${server.baseUrl}/api/users`, {
      body: { id: 'local:payload-pete', username: 'Hijacked' },
    });
    expect(other).toMatchObject({ status: 403, body: { error: AUTH_MESSAGES.notYourAccount } });
    const guest = await rest<{ error: string }>(server.baseUrl, '/api/users', {
      body: { id: 'local:honest-hal' },
    });
    expect(guest).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.signInRequired } });
  });

  it('starts a session as the signed-in user, and refuses a payload naming someone else', async () => {
    const agent = await signInLocally(server.baseUrl, 'Session Sam');
    const own = await agent.json<CreateSessionResponse>(`${server.baseUrl}/api/sessions/create`, {
      body: { playerName: 'Sam', userId: 'local:session-sam' },
    });
    expect(own.status).toBe(201);
    const other = await agent.json<{ error: string }>(`${server.baseUrl}/api/sessions/create`, {
      body: { playerName: 'Sam', userId: 'local:honest-hal' },
    });
    expect(other).toMatchObject({ status: 403, body: { error: AUTH_MESSAGES.notYourAccount } });
  });
});

describe('server stats (docs/design.md decision 4)', () => {
  const PLAN: RoundPlan[] = ['right', 'wrong-first', 'right', 'wrong-followup', 'right'];

  it('rise exactly once per completed game, ignore posted numbers, and survive a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-stats-'));
    const env = { SESSION_SECRET: SECRET };
    try {
      // Real time, with each round's feedback pause skipped rather than waited out.
      const clock = new SkippingClock();
      let server = await startTestServer({ dataDir, env, clock });
      const agent = await signInLocally(server.baseUrl, 'Stat Stella');
      const statsUrl = () => `${server.baseUrl}/api/users/local%3Astat-stella/stats`;

      const before = await agent.json<PlayerStats>(statsUrl());
      expect(before.body).toMatchObject({
        totalGamesPlayed: 0,
        totalScore: 0,
        level: 1,
        averageTimePerAnswer: 0,
      });

      // A guest's game counts for nobody.
      const guestGame = await startSoloGame(server.baseUrl, { clock });
      for (let round = 1; round <= 5; round += 1) await playRound(server.baseUrl, guestGame, round, 'right');
      await rest(server.baseUrl, `/api/sessions/${guestGame.sessionCode}/complete`, {
        body: {},
        token: guestGame.playerToken,
      });

      const game = await startSoloGame(server.baseUrl, {
        headers: agent.cookieHeaderFor(server.baseUrl),
        clock,
      });
      let realCorrect = 0;
      let fakeCorrect = 0;
      for (let round = 1; round <= 5; round += 1) {
        const over = await playRound(server.baseUrl, game, round, PLAN[round - 1]!);
        if (over.isCorrect && over.reveal.isReal) realCorrect += 1;
        if (over.isCorrect && !over.reveal.isReal) fakeCorrect += 1;
      }
      const complete = () =>
        rest<{ score: { totalScore: number; correct: number; bestStreak: number } }>(
          server.baseUrl,
          `/api/sessions/${game.sessionCode}/complete`,
          { body: { score: 16, correctAnswers: 5, streak: 5 }, token: game.playerToken },
        );
      const summary = await complete();
      expect(summary.status).toBe(200);
      // A retried complete returns the same summary and does not count the game again.
      expect((await complete()).status).toBe(200);

      const after = await agent.json<PlayerStats>(statsUrl());
      const { score } = summary.body;
      expect(after.body).toMatchObject({
        totalGamesPlayed: 1,
        totalCorrectAnswers: 3,
        totalIncorrectAnswers: 2,
        bestStreak: score.bestStreak,
        totalScore: score.totalScore,
        bestScore: score.totalScore,
        experiencePoints: score.totalScore * 10,
        level: Math.floor((score.totalScore * 10) / 100) + 1,
        realWordsCorrect: realCorrect,
        fakeWordsCorrect: fakeCorrect,
        totalWordsPlayed: 5,
      });
      expect(after.body.realWordsIncorrect + after.body.fakeWordsIncorrect).toBe(2);
      // One shape end to end: the answer is the shared stats shape, nothing of the store's record.
      expect(Object.keys(after.body).sort()).toEqual(Object.keys(emptyPlayerStats()).sort());
      expect(after.body.averageTimePerAnswer).toBeGreaterThanOrEqual(0);

      // The spec's client posting inflated numbers changes nothing; the answer is the server's stats.
      const posted = await agent.json<PlayerStats>(statsUrl(), {
        body: { gamesPlayed: 500, correctAnswers: 2500, totalScore: 99999, experiencePoints: 1e6, level: 99 },
      });
      expect(posted).toMatchObject({ status: 200, body: after.body });
      const malformed = await agent.json<{ error: string }>(statsUrl(), { body: { gamesPlayed: 'lots' } });
      expect(malformed.status).toBe(400);
      expect((await agent.json<PlayerStats>(statsUrl())).body).toEqual(after.body);

      await server.close();
      server = await startTestServer({ dataDir, env, words: [] });
      try {
        const stats = await (
          await signInLocally(server.baseUrl, 'Stat Stella')
        ).json<PlayerStats>(statsUrl());
        expect(stats.body).toEqual(after.body);
      } finally {
        await server.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
