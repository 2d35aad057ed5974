import type { ApiError, CreateSessionResponse } from '@bluffle/shared-schema';
import { BrowserAgent } from '../support/browser-agent';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { finishSoloGame, startSoloGame, submitAnswer } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue "Fair play, abuse limits": per-client limits on starting games and answering, and abandoned games
// purged, all on the manual clock.
const TEN_MINUTES_MS = 10 * 60 * 1000;

describe('rate limits per client on new games and answers', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: { RATE_LIMIT_SESSIONS_PER_10_MIN: '4', RATE_LIMIT_ANSWERS_PER_10_MIN: '6' },
    });
  });
  afterAll(() => server.close());

  const create = (headers: Record<string, string> = {}) =>
    rest<CreateSessionResponse & ApiError & { code?: string }>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Scripty' },
      headers,
    });

  it('lets a burst through, then answers 429 with a clear message and Retry-After, then lets the client go on', async () => {
    // The first game is finished so it can be duplicated: create and duplicate share one allowance.
    const original = await startSoloGame(server.baseUrl, { clock });
    await finishSoloGame(server.baseUrl, original);
    expect((await create()).status).toBe(201);
    const duplicated = await rest(server.baseUrl, `/api/sessions/${original.sessionCode}/duplicate`, {
      body: { playerName: 'Copy' },
    });
    expect(duplicated.status).toBe(201);
    expect((await create()).status).toBe(201);

    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate-limited');
    expect(refused.body.error).toMatch(/Too many new games.*wait \d+ seconds/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    // One game's worth comes back every 10 minutes / 4 = 150 s.
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(150);
    const duplicateRefused = await rest(server.baseUrl, `/api/sessions/${original.sessionCode}/duplicate`, {
      body: { playerName: 'Copy' },
    });
    expect(duplicateRefused.status).toBe(429);

    clock.advance(retryAfter * 1000);
    expect((await create()).status).toBe(201);
    expect((await create()).status).toBe(429);
    clock.advance(TEN_MINUTES_MS);
  });

  it('counts a signed-in player against the account, not the address its guests share', async () => {
    clock.advance(TEN_MINUTES_MS);
    for (let game = 1; game <= 4; game += 1) expect((await create()).status).toBe(201);
    expect((await create()).status).toBe(429);

    const agent = new BrowserAgent();
    await agent.json(`${server.baseUrl}/auth/local`, { body: { username: 'Limited Lou' } });
    expect((await create(agent.cookieHeaderFor(server.baseUrl))).status).toBe(201);
    clock.advance(TEN_MINUTES_MS);
  });

  it('limits answers the same way', async () => {
    clock.advance(TEN_MINUTES_MS);
    const game = await startSoloGame(server.baseUrl);
    const word = game.words[0]!;
    // Six answers pass (the same answer again is a retry, and still counts against the allowance).
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await submitAnswer(server.baseUrl, game, {
        wordId: word.id,
        roundNumber: 1,
        playerAnswer: true,
      });
      expect(response.status).toBe(200);
    }
    const refused = await submitAnswer<ApiError & { code: string }>(server.baseUrl, game, {
      wordId: word.id,
      roundNumber: 1,
      playerAnswer: true,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'rate-limited',
      error: expect.stringMatching(/Too many answers/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('abandoned games are purged', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock, purgeIntervalMs: 20 });
  });
  afterAll(() => server.close());

  const statusOf = async (code: string) => (await rest(server.baseUrl, `/api/sessions/${code}`)).status;

  async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('condition not met in 2 s');
  }

  it('removes games not completed a day after they started, and keeps completed ones for challenges', async () => {
    const abandoned = await startSoloGame(server.baseUrl);
    const neverStarted = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Idle' },
    });
    const completed = await startSoloGame(server.baseUrl, { clock });
    await finishSoloGame(server.baseUrl, completed);

    // Several purges run in the meantime; before the day is over nothing goes.
    clock.advance(23 * 60 * 60 * 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statusOf(abandoned.sessionCode)).toBe(200);

    const fresh = await startSoloGame(server.baseUrl);
    clock.advance(2 * 60 * 60 * 1000);
    await waitUntil(async () => (await statusOf(abandoned.sessionCode)) === 404);
    expect(await statusOf(neverStarted.body.sessionCode)).toBe(404);
    expect(await statusOf(completed.sessionCode)).toBe(200);
    // Started two hours ago: not abandoned yet.
    expect(await statusOf(fresh.sessionCode)).toBe(200);
  });
});
