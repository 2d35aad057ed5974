import {
  FEEDBACK_DELAY_MS,
  ROUNDS_PER_GAME,
  ERROR_CODES,
  GUEST_ID_HEADER,
  dailyLimitMessage,
  type ApiError,
  type CreateCustomSessionResponse,
  type CreateSessionResponse,
  type DailyGamesResponse,
  type DuplicateSessionResponse,
  type WordsForPlayResponse,
} from '@bluffle/shared-schema';
import { localUser, signedInAgent, type SeededUser } from '../support/admin-words';
import { BrowserAgent } from '../support/browser-agent';
import { ManualClock } from '../support/manual-clock';
import { finishSoloGame, startSoloGame } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// The free daily limit (; docs/design.md, gap 'free-tier daily limit'): solo games a signed-in player may
// start per UTC day, by plan, counted by the server when a game is created or a challenge accepted, on a
// manual clock. Guests and multiplayer games are not counted.

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** 09:30 UTC today: the real day, so that sign-in cookies (dated by the real clock) stay valid. */
const START_MS = Math.floor(Date.now() / DAY_MS) * DAY_MS + 9.5 * HOUR_MS;
const nextMidnightOf = (nowMs: number) => Math.floor(nowMs / DAY_MS) * DAY_MS + DAY_MS;

type CreateAnswer = CreateSessionResponse & ApiError;
type DuplicateAnswer = DuplicateSessionResponse & ApiError;

/** What a test calls as one player: a browser (signed in, or a guest's). */
function playerCalls(server: TestServer, agent: BrowserAgent) {
  const url = (path: string) => `${server.baseUrl}${path}`;
  return {
    create: (body: unknown = { playerName: 'Daily' }, headers: Record<string, string> = {}) =>
      agent.json<CreateAnswer>(url('/api/sessions/create'), { body, headers }),
    duplicate: (code: string, body: unknown = { playerName: 'Challenger' }) =>
      agent.json<DuplicateAnswer>(url(`/api/sessions/${code}/duplicate`), { body }),
    dailyGames: (userId: string) =>
      agent.json<DailyGamesResponse & ApiError>(url(`/api/users/${encodeURIComponent(userId)}/daily-games`)),
  };
}

/** The refusal at the limit: 429, the code, the message naming the limit and midnight, and Retry-After. */
function expectDailyLimitRefusal(
  answer: { status: number; body: ApiError; headers: Headers },
  limit: number,
  nowMs: number,
): void {
  const resetsAt = new Date(nextMidnightOf(nowMs)).toISOString();
  expect([answer.status, answer.body]).toEqual([
    429,
    { error: dailyLimitMessage(limit, resetsAt), code: ERROR_CODES.dailyLimitReached },
  ]);
  expect(answer.body.error).toContain('00:00 UTC');
  expect(Number(answer.headers.get('retry-after'))).toBe(Math.ceil((nextMidnightOf(nowMs) - nowMs) / 1000));
}

async function createMany(calls: ReturnType<typeof playerCalls>, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let game = 0; game < count; game += 1) statuses.push((await calls.create()).status);
  return statuses;
}

describe('the free daily limit, by plan (DAILY_FREE_GAMES unset: 5)', () => {
  // The finished game of beforeAll moves the clock on by its rounds' feedback pauses: to 09:30 then.
  const clock = new ManualClock(START_MS - (ROUNDS_PER_GAME - 1) * FEEDBACK_DELAY_MS);
  const USERS = {
    bluffling: localUser('bea', []),
    lexivestor: localUser('lexi', ['lexivestor']),
    wordsmith: localUser('smith', ['wordsmith']),
    admin: localUser('boss', ['admin']),
    // A paid wordsmith subscription running for another hour (Stripe's webhook wrote wordsmithUntil).
    paidWordsmith: {
      ...localUser('paige', []),
      wordsmithUntil: new Date(START_MS + HOUR_MS).toISOString(),
    },
  } satisfies Record<string, SeededUser>;
  let server: TestServer;
  let challengeCode: string;

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      users: Object.values(USERS),
      env: { AUTH_RATE_LIMIT: '1000' },
    });
    // A finished game, by a guest, to accept as a challenge.
    const original = await startSoloGame(server.baseUrl, { clock });
    await finishSoloGame(server.baseUrl, original);
    challengeCode = original.sessionCode;
  });
  afterAll(() => server.close());

  const callsOf = async (user: SeededUser) => playerCalls(server, await signedInAgent(server.baseUrl, user));

  it('lets a bluffling start five games, then refuses the sixth and a challenge with 429 until midnight', async () => {
    const bea = await callsOf(USERS.bluffling);
    expect(await createMany(bea, 5)).toEqual([201, 201, 201, 201, 201]);

    const refused = await bea.create();
    expectDailyLimitRefusal(refused, 5, clock.now());
    // 09:30 UTC: fourteen and a half hours to wait.
    expect(refused.headers.get('retry-after')).toBe(String(14.5 * 60 * 60));
    expect(refused.body.error).toBe(
      'You have played your 5 free games for today. New games unlock at 00:00 UTC; upgrade to Wordsmith for unlimited games, or to Lexivestor for one more a day.',
    );
    expectDailyLimitRefusal(await bea.duplicate(challengeCode), 5, clock.now());

    expect((await bea.dailyGames(USERS.bluffling.id)).body).toEqual({
      limit: 5,
      played: 5,
      remaining: 0,
      resetsAt: new Date(nextMidnightOf(clock.now())).toISOString(),
    });
  });

  it('gives a lexivestor one more: six games', async () => {
    const lexi = await callsOf(USERS.lexivestor);
    expect(await createMany(lexi, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expectDailyLimitRefusal(await lexi.create(), 6, clock.now());
    expect((await lexi.dailyGames(USERS.lexivestor.id)).body).toMatchObject({
      limit: 6,
      played: 6,
      remaining: 0,
    });
  });

  it.each([
    ['a wordsmith', USERS.wordsmith],
    ['an admin', USERS.admin],
  ])('does not limit %s, and still counts the games', async (_plan, user) => {
    const calls = await callsOf(user);
    expect(await createMany(calls, 12)).toEqual(Array(12).fill(201));
    expect((await calls.duplicate(challengeCode)).status).toBe(201);
    expect((await calls.dailyGames(user.id)).body).toEqual({
      limit: null,
      played: 13,
      remaining: null,
      resetsAt: new Date(nextMidnightOf(clock.now())).toISOString(),
    });
  });

  it("limits a paid wordsmith again once the subscription's end has passed, counting the day's games", async () => {
    const paige = await callsOf(USERS.paidWordsmith);
    expect(await createMany(paige, 7)).toEqual(Array(7).fill(201));
    expect((await paige.dailyGames(USERS.paidWordsmith.id)).body).toMatchObject({ limit: null, played: 7 });

    clock.advance(HOUR_MS + 1000);
    // Nobody acted: the subscription's end is read at the request's instant.
    expectDailyLimitRefusal(await paige.create(), 5, clock.now());
    expect((await paige.dailyGames(USERS.paidWordsmith.id)).body).toMatchObject({
      limit: 5,
      played: 7,
      remaining: 0,
    });
  });

  it("shows the games left to the player and an admin, by that user's plan, and to nobody else", async () => {
    const bea = await callsOf(USERS.bluffling);
    const lexi = await callsOf(USERS.lexivestor);
    const boss = await callsOf(USERS.admin);
    const guest = playerCalls(server, new BrowserAgent());

    const asked = await lexi.dailyGames(USERS.bluffling.id);
    expect([asked.status, asked.body.code]).toEqual([403, ERROR_CODES.forbidden]);
    expect((await guest.dailyGames(USERS.bluffling.id)).status).toBe(401);

    // The admin sees the bluffling's limit, not their own unlimited one.
    const ownView = await bea.dailyGames(USERS.bluffling.id);
    const adminView = await boss.dailyGames(USERS.bluffling.id);
    expect(adminView.status).toBe(200);
    expect(adminView.body).toEqual(ownView.body);
    expect(adminView.body).toMatchObject({ limit: 5, played: 5, remaining: 0 });
    const unknown = await boss.dailyGames('local:nobody-by-this-name');
    expect([unknown.status, unknown.body.code]).toEqual([404, ERROR_CODES.notFound]);
  });
});

describe('the free daily limit with DAILY_FREE_GAMES=2', () => {
  const clock = new ManualClock(START_MS);
  const USERS = {
    bluffling: localUser('bo', []),
    lexivestor: localUser('lex', ['lexivestor']),
    careful: localUser('careful', []),
    challenger: localUser('challenger', []),
    racer: localUser('racer', []),
    nightOwl: localUser('owl', []),
    author: localUser('author', ['wordsmith']),
  } satisfies Record<string, SeededUser>;
  let server: TestServer;
  let finishedCode: string;
  let unfinishedCode: string;
  /** A wordsmith's custom session: its link is played through the same duplicate call. */
  let customCode: string;

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      users: Object.values(USERS),
      env: { AUTH_RATE_LIMIT: '1000', DAILY_FREE_GAMES: '2' },
    });
    const finished = await startSoloGame(server.baseUrl, { clock });
    await finishSoloGame(server.baseUrl, finished);
    finishedCode = finished.sessionCode;
    unfinishedCode = (await startSoloGame(server.baseUrl)).sessionCode;
    const author = await signedInAgent(server.baseUrl, USERS.author);
    const words = await author.json<WordsForPlayResponse>(
      `${server.baseUrl}/api/words/random?count=5&language=english`,
    );
    const custom = await author.json<CreateCustomSessionResponse>(
      `${server.baseUrl}/api/sessions/create-custom`,
      { body: { userId: USERS.author.id, wordIds: words.body.words.map((word) => word.id) } },
    );
    expect(custom.status).toBe(201);
    customCode = custom.body.sessionCode;
  });
  afterAll(() => server.close());

  const callsOf = async (user: SeededUser) => playerCalls(server, await signedInAgent(server.baseUrl, user));

  it('honours the configured number, and a lexivestor still gets one more', async () => {
    const bo = await callsOf(USERS.bluffling);
    expect(await createMany(bo, 2)).toEqual([201, 201]);
    expectDailyLimitRefusal(await bo.create(), 2, clock.now());
    const lex = await callsOf(USERS.lexivestor);
    expect(await createMany(lex, 3)).toEqual([201, 201, 201]);
    expectDailyLimitRefusal(await lex.create(), 3, clock.now());
  });

  it('does not limit guests, with or without a guest id', async () => {
    const guest = playerCalls(server, new BrowserAgent());
    expect(await createMany(guest, 6)).toEqual(Array(6).fill(201));
    const guestId = { [GUEST_ID_HEADER]: '8b0e1c9a-5a4f-4d2b-9f61-3c7e2a1d0b55' };
    for (let game = 0; game < 4; game += 1) {
      expect((await guest.create({ playerName: 'Guest' }, guestId)).status).toBe(201);
    }
    expect((await guest.duplicate(finishedCode)).status).toBe(201);
  });

  it('counts nothing for a refused request or a multiplayer game', async () => {
    const careful = await callsOf(USERS.careful);
    const refusals = [
      await careful.create({ playerName: 'Careful', totalRounds: 7 }),
      await careful.create({ playerName: '' }),
      await careful.create({ playerName: 'Careful', userId: USERS.racer.id }),
      await careful.duplicate('ZZZZZZZZ'),
      await careful.duplicate(unfinishedCode),
      await careful.duplicate(finishedCode, { playerName: '' }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 403, 404, 409, 400]);
    const agent = await signedInAgent(server.baseUrl, USERS.careful);
    const lobby = await agent.json(`${server.baseUrl}/api/multiplayer/create`, {
      body: { userId: USERS.careful.id, language: 'english' },
    });
    expect(lobby.status).toBeLessThan(300);

    expect((await careful.dailyGames(USERS.careful.id)).body).toMatchObject({ played: 0, remaining: 2 });
    expect(await createMany(careful, 2)).toEqual([201, 201]);
  });

  it("counts an accepted challenge like any game (a friend's link or a custom session's)", async () => {
    const challenger = await callsOf(USERS.challenger);
    expect((await challenger.duplicate(finishedCode)).status).toBe(201);
    expect((await challenger.dailyGames(USERS.challenger.id)).body).toMatchObject({
      played: 1,
      remaining: 1,
    });
    expect((await challenger.duplicate(customCode)).status).toBe(201);
    expectDailyLimitRefusal(await challenger.duplicate(finishedCode), 2, clock.now());
    expectDailyLimitRefusal(await challenger.duplicate(customCode), 2, clock.now());
    expectDailyLimitRefusal(await challenger.create(), 2, clock.now());
    expect((await challenger.dailyGames(USERS.challenger.id)).body).toMatchObject({
      played: 2,
      remaining: 0,
    });
  });

  it('lets exactly the games left through when ten start at once', async () => {
    const racer = await callsOf(USERS.racer);
    const answers = await Promise.all(Array.from({ length: 10 }, () => racer.create()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, ...Array(8).fill(429)]);
    expect((await racer.dailyGames(USERS.racer.id)).body).toMatchObject({ played: 2, remaining: 0 });
  });

  // Last in this server: it moves the clock into the next day.
  it('starts the count again at UTC midnight: refused at 23:59, allowed at 00:00', async () => {
    const owl = await callsOf(USERS.nightOwl);
    expect(await createMany(owl, 2)).toEqual([201, 201]);

    clock.advance(nextMidnightOf(clock.now()) - 60_000 - clock.now());
    expect(new Date(clock.now()).toISOString()).toMatch(/T23:59:00\.000Z$/);
    const lastMinute = await owl.create();
    expectDailyLimitRefusal(lastMinute, 2, clock.now());
    expect(lastMinute.headers.get('retry-after')).toBe('60');

    clock.advance(60_000);
    expect(new Date(clock.now()).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect((await owl.create()).status).toBe(201);
    expect((await owl.dailyGames(USERS.nightOwl.id)).body).toEqual({
      limit: 2,
      played: 1,
      remaining: 1,
      resetsAt: new Date(clock.now() + DAY_MS).toISOString(),
    });
    // Yesterday's refusals are over for everyone.
    const bo = await callsOf(USERS.bluffling);
    expect((await bo.create()).status).toBe(201);
  });
});
