import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUTH_MESSAGES,
  DAILY_FIVE_PATHS,
  ERROR_CODES,
  GUEST_PROGRESS_PATHS,
  PAYMENT_PATHS,
  PLAYED_GAMES_PATH,
  hasRole,
  type ErrorCode,
  type MeResponse,
  type UserRole,
  type WordsForPlayResponse,
} from '@bluffle/shared-schema';
import express from 'express';
import { readConfig } from '../../game-server/src/config/read-config';
import { systemClock } from '../../game-server/src/clock';
import { listExpressRoutes } from '../../game-server/src/http/access/list-routes';
import { ROUTE_TABLE, describeRule, type RouteRule } from '../../game-server/src/http/access/route-table';
import { configureHttpApp } from '../../game-server/src/http/configure-http-app';
import { createLogger } from '../../game-server/src/logging/logger';
import { matchMakerLobbyPort } from '../../game-server/src/multiplayer/lobby-room-port';
import { createMultiplayerServices } from '../../game-server/src/services/multiplayer';
import { createAdminWordServices } from '../../game-server/src/services/admin-words/admin-word-services';
import { createWordsmithWordServices } from '../../game-server/src/services/wordsmith/wordsmith-word-services';
import { createGameServices } from '../../game-server/src/services/game-services';
import { createWorkerGeneratorClient } from '../../game-server/src/word-generation/worker-generator-client';
import { createStore } from '../../game-server/src/store/create-store';
import { cryptoRandom } from '../../game-server/src/random-source';
import type { NewWord } from '../../game-server/src/domain/word';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe';
import { BrowserAgent } from '../support/browser-agent';
import { FIXTURE_WORDS } from '../support/fixture-words';
import { startSoloGame } from '../support/solo-game';
import { lobbyToJoin, matrixLobby, matrixWatcher } from './matrix-lobbies';
import { startTestServer, type TestServer } from '../support/test-server';

// Every route of the app, called as every kind of caller, checked against its declared rule
// (http/access/route-table.ts; docs/design.md decision 5). A route added later fails here until it has a rule
// in the table AND a sample request below.

type ActorName = 'guest' | 'another user' | 'bluffling' | 'lexivestor' | 'wordsmith' | 'admin';
interface Actor {
  name: ActorName;
  /** The local sign-in name (local:<name>), or null for a guest. */
  username: string | null;
  userId: string | null;
  roles: UserRole[];
}

const ACTORS: Actor[] = [
  { name: 'guest', username: null, userId: null, roles: [] },
  { name: 'another user', username: 'other', userId: 'local:other', roles: [] },
  // The owner of the resources the self-or-admin routes name.
  { name: 'bluffling', username: 'owner', userId: 'local:owner', roles: [] },
  { name: 'lexivestor', username: 'lexi', userId: 'local:lexi', roles: ['lexivestor'] },
  { name: 'wordsmith', username: 'smith', userId: 'local:smith', roles: ['wordsmith'] },
  { name: 'admin', username: 'boss', userId: 'local:boss', roles: ['admin'] },
];
const OWNER_ID = 'local:owner';
const GENERATOR_FIRST_CALL_TIMEOUT_MS = 120_000;
const UNKNOWN_ID = 'local:nobody-by-this-name';

interface Sample {
  path: string;
  body?: unknown;
  /**
   * The refusal a caller the rule lets in gets from the handler itself, for a reason that is not access (an
   * admin buying a plan they hold): checked exactly, in place of a 2xx. Never a 401 or 403.
   */
  refusal?: { status: number; code: ErrorCode };
}
interface Fixtures {
  baseUrl: string;
  dataDir: string;
  playedCode: string;
  /** A wordsmith's word, for the moderation calls. */
  contributedWordId: string;
  /** The fake Stripe the server's payments talk to (it delivers no webhook here: no plan changes). */
  stripe: FakeStripe;
}

/** In Latin, which no game draws from: approving it in the matrix changes no other sample's words. */
const MATRIX_CONTRIBUTION: NewWord = {
  word: 'matrixum',
  definition: 'A made-up word of the matrix.',
  usage: 'The matrixum is checked.',
  isReal: false,
  difficulty: 'easy',
  category: 'test',
  language: 'latin',
  wordClass: 'noun',
  explanation: 'Made up for the authorization matrix.',
  source: 'wordsmith',
  createdBy: 'local:smith',
  status: 'pending',
};

/** One concrete request per declared route; `targetUserId` fills :userId. */
/** `caller` is the actor's signed-in browser (null for a guest), for samples that prepare a lobby. */
type SampleOf = (
  fixtures: Fixtures,
  actor: Actor,
  targetUserId: string,
  caller: BrowserAgent | null,
) => Sample | Promise<Sample>;

const SAMPLES: Record<string, SampleOf> = {
  'GET /health': () => ({ path: '/health' }),
  'GET /ready': () => ({ path: '/ready' }),
  // Open to everyone outside production when no METRICS_TOKEN is set, as here.
  'GET /metrics': () => ({ path: '/metrics' }),
  'GET /auth/providers': () => ({ path: '/auth/providers' }),
  'GET /auth/:provider': () => ({ path: '/auth/google' }),
  'GET /auth/:provider/callback': () => ({ path: '/auth/google/callback?code=abc&state=def' }),
  'POST /auth/local': () => ({ path: '/auth/local', body: { username: 'Matrix Newcomer' } }),
  'POST /auth/logout': () => ({ path: '/auth/logout' }),
  'POST /api/sessions/create': (_fixtures, actor) => ({
    path: '/api/sessions/create',
    body: { playerName: 'Matrix', userId: actor.userId },
  }),
  'POST /api/sessions/create-custom': async ({ baseUrl }, actor) => ({
    path: '/api/sessions/create-custom',
    body: { wordIds: await fiveEnglishWordIds(baseUrl), userId: actor.userId },
  }),
  'GET /api/sessions/my-sessions': (_fixtures, actor) => ({
    path: `/api/sessions/my-sessions${actor.userId === null ? '' : `?userId=${encodeURIComponent(actor.userId)}`}`,
  }),
  'GET /api/sessions/:code': ({ playedCode }) => ({ path: `/api/sessions/${playedCode}` }),
  'POST /api/sessions/:code/duplicate': ({ playedCode }) => ({
    path: `/api/sessions/${playedCode}/duplicate`,
    body: { playerName: 'Challenger' },
  }),
  'POST /api/sessions/:code/answers': ({ playedCode }) => ({
    path: `/api/sessions/${playedCode}/answers`,
    body: { wordId: 'x', roundNumber: 1, playerAnswer: true },
  }),
  'POST /api/sessions/:code/rounds/next': ({ playedCode }) => ({
    path: `/api/sessions/${playedCode}/rounds/next`,
    body: { roundNumber: 2 },
  }),
  // The owner's read of a running game: public to route, the service asks for the session's player token.
  'GET /api/sessions/:code/rounds/current': ({ playedCode }) => ({
    path: `/api/sessions/${playedCode}/rounds/current`,
  }),
  'POST /api/sessions/:code/complete': ({ playedCode }) => ({
    path: `/api/sessions/${playedCode}/complete`,
    body: {},
  }),
  // The challenge board: public to route; nobody here finished the set or made it, so the service
  // answers its own 403 board-locked, which is not an access refusal.
  'GET /api/sessions/:code/board': ({ playedCode }) => ({
    path: `/api/sessions/${playedCode}/board?limit=5`,
  }),
  'GET /api/words/session/:code': ({ playedCode }) => ({ path: `/api/words/session/${playedCode}` }),
  'GET /api/words/random': () => ({ path: '/api/words/random?count=3' }),
  // The daily five: a guest without a guest id reads an empty state and is refused a start (400).
  'GET /api/daily': () => ({ path: `${DAILY_FIVE_PATHS.state}?language=english` }),
  'POST /api/daily/start': () => ({
    path: DAILY_FIVE_PATHS.start,
    body: { language: 'english', playerName: 'Matrix' },
  }),
  // Its archive: public; a guest without a guest id reads the days, marked unplayed.
  'GET /api/daily/archive': () => ({ path: `${DAILY_FIVE_PATHS.archive}?language=english` }),
  'GET /api/users/me': () => ({ path: '/api/users/me' }),
  // Guest progress kept: a signed-in caller without a browser's guest id is told to send one.
  'GET /api/users/me/guest-games': () => ({
    path: GUEST_PROGRESS_PATHS.games,
    refusal: { status: 400, code: ERROR_CODES.badRequest },
  }),
  'POST /api/users/me/guest-games/claim': () => ({
    path: GUEST_PROGRESS_PATHS.claim,
    body: {},
    refusal: { status: 400, code: ERROR_CODES.badRequest },
  }),
  // Progress that shows: the caller's own last games.
  'GET /api/users/me/games': () => ({ path: `${PLAYED_GAMES_PATH}?limit=5` }),
  'POST /api/users': (_fixtures, actor) => ({ path: '/api/users', body: { id: actor.userId ?? OWNER_ID } }),
  'GET /api/users/:userId': (_fixtures, _actor, target) => ({
    path: `/api/users/${encodeURIComponent(target)}`,
  }),
  'GET /api/users/:userId/stats': (_fixtures, _actor, target) => ({
    path: `/api/users/${encodeURIComponent(target)}/stats`,
  }),
  'POST /api/users/:userId/stats': (_fixtures, _actor, target) => ({
    path: `/api/users/${encodeURIComponent(target)}/stats`,
    body: { gamesPlayed: 999, totalScore: 99999 },
  }),
  // The free daily limit: games left today.
  'GET /api/users/:userId/daily-games': (_fixtures, _actor, target) => ({
    path: `/api/users/${encodeURIComponent(target)}/daily-games`,
  }),
  'POST /api/multiplayer/create': (_fixtures, actor) => ({
    path: '/api/multiplayer/create',
    body: { userId: actor.userId, language: 'english' },
  }),
  'POST /api/multiplayer/join': async ({ baseUrl }) => ({
    path: '/api/multiplayer/join',
    body: { lobbyCode: await lobbyToJoin(baseUrl) },
  }),
  'POST /api/multiplayer/ready': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/ready',
    body: { lobbyCode: (await matrixLobby(baseUrl, caller, 'waiting')).code, isReady: true },
  }),
  'POST /api/multiplayer/start': async ({ baseUrl }, _actor, _target, caller) => {
    const lobby = await matrixLobby(baseUrl, caller, 'ready');
    return { path: '/api/multiplayer/start', body: { lobbyCode: lobby.code } };
  },
  'POST /api/multiplayer/leave': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/leave',
    body: { lobbyCode: (await matrixLobby(baseUrl, caller, 'waiting')).code },
  }),
  'POST /api/multiplayer/answer': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/answer',
    body: { lobbyCode: (await matrixLobby(baseUrl, caller, 'started')).code, answer: true, roundNumber: 1 },
  }),
  'POST /api/multiplayer/next-round': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/next-round',
    body: { lobbyCode: (await matrixLobby(baseUrl, caller, 'started')).code },
  }),
  'POST /api/multiplayer/kick': async ({ baseUrl }, _actor, _target, caller) => {
    const lobby = await matrixLobby(baseUrl, caller, 'waiting');
    return { path: '/api/multiplayer/kick', body: { lobbyCode: lobby.code, playerId: lobby.partnerId } };
  },
  'POST /api/multiplayer/language': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/language',
    body: { lobbyCode: (await matrixLobby(baseUrl, caller, 'waiting')).code, language: 'filipino' },
  }),
  'POST /api/multiplayer/round-time': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/round-time',
    body: { lobbyCode: (await matrixLobby(baseUrl, caller, 'waiting')).code, roundSeconds: 30 },
  }),
  'POST /api/multiplayer/rematch': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/rematch',
    body: { lobbyCode: (await matrixLobby(baseUrl, caller, 'finished')).code },
  }),
  'GET /api/multiplayer/lobby/:code': async ({ baseUrl }) => ({
    path: `/api/multiplayer/lobby/${await lobbyToJoin(baseUrl)}`,
  }),
  'GET /api/multiplayer/game/:code': async ({ baseUrl }) => ({
    path: `/api/multiplayer/game/${await lobbyToJoin(baseUrl)}`,
  }),
  'POST /api/multiplayer/private': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/private',
    body: { code: (await matrixLobby(baseUrl, caller, 'waiting')).code, isPrivate: true },
  }),
  'POST /api/multiplayer/command': async ({ baseUrl }, _actor, _target, caller) => ({
    path: '/api/multiplayer/command',
    body: {
      lobbyCode: (await matrixLobby(baseUrl, caller, 'waiting')).code,
      command: { type: 'set-round-time', roundSeconds: 30 },
    },
  }),
  // Watching: public; the watcher is a guest whose token the sample gets first.
  'POST /api/multiplayer/watch': async ({ baseUrl }) => ({
    path: '/api/multiplayer/watch',
    body: { code: await lobbyToJoin(baseUrl) },
  }),
  'GET /api/multiplayer/watch/:code': async ({ baseUrl }) => {
    const code = await lobbyToJoin(baseUrl);
    return { path: `/api/multiplayer/watch/${code}?watcherId=${await matrixWatcher(baseUrl, code)}` };
  },
  'POST /api/multiplayer/watch-call': async ({ baseUrl }, _actor, _target, caller) => {
    const { code } = await matrixLobby(baseUrl, caller, 'started');
    const watcherId = await matrixWatcher(baseUrl, code);
    return { path: '/api/multiplayer/watch-call', body: { code, watcherId, round: 1, calledReal: true } };
  },
  'POST /api/admin/words/generate': (_fixtures, actor) => ({
    path: '/api/admin/words/generate',
    body: { count: 1, language: 'english', userId: actor.userId },
  }),
  'POST /api/words/upload-csv': (_fixtures, actor) => ({
    path: '/api/words/upload-csv',
    body: {
      csvText: `word,definition,usage,is_real,difficulty,category,language,word_class,explanation\nmatrix${actor.name.replace(/\W/g, '')},A test word.,A matrix word.,false,easy,test,english,noun,Made up for a test.`,
    },
  }),
  'GET /api/words': () => ({ path: '/api/words?limit=5' }),
  'GET /api/admin/words/pending': () => ({ path: '/api/admin/words/pending?limit=5' }),
  'POST /api/admin/words/:wordId/approve': ({ contributedWordId }) => ({
    path: `/api/admin/words/${contributedWordId}/approve`,
    body: {},
  }),
  'POST /api/admin/words/:wordId/reject': ({ contributedWordId }) => ({
    path: `/api/admin/words/${contributedWordId}/reject`,
    body: { reason: 'The matrix says no.' },
  }),
  'GET /api/words/search': () => ({ path: '/api/words/search?query=a&limit=5' }),
  'POST /api/words/validate': (_fixtures, actor) => ({
    path: '/api/words/validate',
    body: { word: 'swivet', language: 'english', userId: actor.userId },
  }),
  'POST /api/words/autofill': (_fixtures, actor) => ({
    path: '/api/words/autofill',
    body: { word: 'swivet', language: 'english', userId: actor.userId },
  }),
  'POST /api/words/summon': (_fixtures, actor) => ({
    path: '/api/words/summon',
    body: { language: 'filipino', userId: actor.userId },
  }),
  // A valid made-up word, one per caller the rule lets in (the wordsmith and the admin each store theirs).
  'POST /api/words/wordsmith': (_fixtures, actor) => {
    const word = actor.name === 'admin' ? 'vexamorp' : 'glundrivet';
    return {
      path: '/api/words/wordsmith',
      body: {
        userId: actor.userId,
        word,
        language: 'english',
        isReal: false,
        explanation: 'Made up for the authorization matrix.',
        definition: 'To twitch without stopping.',
        usage: `The leaves would ${word} in the wind.`,
        category: 'motion',
        wordClass: 'verb',
        wordsReal: 'twitch',
        wordsFake1: 'skorbulate',
        wordsFake2: 'frandicate',
        wordsFake3: 'plemorate',
      },
    };
  },
  // Plans and payments. Checkout is refused (409) to those who hold the plan already; the
  // subscription calls act on a subscription made for the caller in the fake Stripe.
  'GET /api/payments/status': () => ({ path: PAYMENT_PATHS.status }),
  'POST /api/payments/create-checkout-session': (_fixtures, actor) => ({
    path: PAYMENT_PATHS.createCheckoutSession,
    body: { subscriptionType: 'wordsmith', userId: actor.userId },
    ...(actor.roles.includes('admin') || actor.roles.includes('wordsmith')
      ? { refusal: { status: 409, code: ERROR_CODES.planAlreadyHeld } }
      : {}),
  }),
  'POST /api/payments/cancel-subscription': async (fixtures, actor) => {
    await subscribeInStripe(fixtures, actor);
    return { path: PAYMENT_PATHS.cancelSubscription, body: {} };
  },
  'POST /api/payments/resume-subscription': async (fixtures, actor) => {
    await subscribeInStripe(fixtures, actor);
    return { path: PAYMENT_PATHS.resumeSubscription, body: {} };
  },
  'POST /api/payments/billing-portal': async (fixtures, actor) => {
    await subscribeInStripe(fixtures, actor);
    return { path: PAYMENT_PATHS.billingPortal, body: {} };
  },
  // Stripe's webhook takes anyone's call and refuses every one without Stripe's signature.
  'POST /api/payments/webhook': () => ({
    path: PAYMENT_PATHS.webhook,
    body: { id: 'evt_matrix', object: 'event', type: 'checkout.session.completed', data: { object: {} } },
    refusal: { status: 400, code: ERROR_CODES.webhookSignatureInvalid },
  }),
  // Which ads to show (docs/product.md §9 Ads).
  'GET /api/ads': () => ({ path: PAYMENT_PATHS.ads }),
  // The REST surface as OpenAPI and its reference page (docs/design.md decision 14).
  'GET /api/openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /api/docs': () => ({ path: '/api/docs' }),
  'GET /{*path}': () => ({ path: '/some/client/route' }),
};

/**
 * The actor as a Stripe customer with a running subscription (made in the fake, as Stripe's dashboard would,
 * and linked to the account in the server's store); no webhook is delivered, so no role changes.
 */
async function subscribeInStripe({ dataDir, stripe }: Fixtures, actor: Actor): Promise<void> {
  if (actor.userId === null) return;
  const store = await createStore({ dataDir });
  try {
    const customer = stripe.createCustomer({ metadata: { userId: actor.userId } });
    const { customerId } = await store.billing.linkCustomer(actor.userId, customer.id);
    const isSubscribed = stripe
      .subscriptionsOf(customerId)
      .some((subscription) => subscription.status === 'trialing' || subscription.status === 'active');
    if (!isSubscribed) await stripe.createSubscription(customerId);
  } finally {
    await store.close();
  }
}

/** Five different English words of the fixtures, as a wordsmith picks them for a custom session. */
async function fiveEnglishWordIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/words/random?count=5&language=english`);
  const { words } = (await response.json()) as WordsForPlayResponse;
  return words.map((word) => word.id);
}

/** A stored word's id, read through a second connection to the server's store. */
async function storedWordId(dataDir: string, word: NewWord): Promise<string> {
  const store = await createStore({ dataDir });
  try {
    const stored = await store.words.findByKey(word);
    if (stored === null) throw new Error(`${word.word} is not stored`);
    return stored.id;
  } finally {
    await store.close();
  }
}

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** What the rule says this caller may do with the owner's resource. */
function expectedOutcome(rule: RouteRule['rule'], actor: Actor): 'allowed' | 401 | 403 {
  if (rule === 'public') return 'allowed';
  if (actor.userId === null) return 401;
  if (rule === 'signed-in') return 'allowed';
  const user = { roles: actor.roles };
  if (rule === 'self-or-admin') return actor.userId === OWNER_ID || hasRole(user, 'admin') ? 'allowed' : 403;
  return hasRole(user, rule.role) ? 'allowed' : 403;
}

const ACCESS_REFUSALS: string[] = [
  AUTH_MESSAGES.signInRequired,
  AUTH_MESSAGES.notYourAccount,
  AUTH_MESSAGES.roleRequired,
  // Routes whose guests get the spec's own words (route-table.ts guestMessage).
  ...ROUTE_TABLE.flatMap((route) => (route.guestMessage === undefined ? [] : [route.guestMessage])),
];
function isAccessRefusal(status: number, body: unknown): boolean {
  const error = (body as { error?: unknown } | null)?.error;
  return (status === 401 || status === 403) && typeof error === 'string' && ACCESS_REFUSALS.includes(error);
}

describe('the route table covers every route Express has', () => {
  it('lists exactly the routes of the app, each registered through its access check', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-routes-'));
    const store = await createStore({ dataDir });
    try {
      const logger = createLogger('silent');
      const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const app = express();
      // Its thread starts only at a first Generate, which this test never makes.
      const wordGenerator = createWorkerGeneratorClient({ logger });
      configureHttpApp(app, {
        config,
        services: createGameServices({
          store,
          clock: systemClock,
          random: cryptoRandom,
          logger,
          dailyFreeGames: config.payments.dailyFreeGames,
          // The matrix asks who may call what; no call it makes needs counting.
          wordCalls: { count: () => undefined },
        }),
        adminWords: createAdminWordServices({ store, random: cryptoRandom, wordGenerator }),
        wordsmithWords: createWordsmithWordServices({ store, random: cryptoRandom, wordGenerator }),
        multiplayer: createMultiplayerServices(matchMakerLobbyPort),
        store,
        logger,
        checkReady: async () => undefined,
      });
      const actual = listExpressRoutes(app);
      expect(actual.map(keyOf).sort()).toEqual(ROUTE_TABLE.map(keyOf).sort());
      expect(actual.filter((route) => !route.isGuarded)).toEqual([]);
      // And this test knows how to call each of them.
      expect(ROUTE_TABLE.map(keyOf).filter((key) => SAMPLES[key] === undefined)).toEqual([]);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('rules that name a user', () => {
  it('never open a route naming a user to every signed-in caller (reading or changing another account)', () => {
    const namingUser = ROUTE_TABLE.filter((route) => route.path.includes(':userId'));
    expect(namingUser.length).toBeGreaterThan(0);
    for (const route of namingUser) {
      expect([keyOf(route), route.rule === 'self-or-admin' || typeof route.rule === 'object']).toEqual([
        keyOf(route),
        true,
      ]);
    }
  });
});

describe('authorization matrix', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      words: [...FIXTURE_WORDS, MATRIX_CONTRIBUTION],
      // Every call below signs in afresh, far past the normal sign-in rate limit.
      env: { AUTH_RATE_LIMIT: '100000', ...stripe.env() },
      // The rematch sample plays a whole lobby game first: a short results pause keeps it quick.
      lobbyTimings: { resultsMs: 10, tickMs: 20 },
      users: ACTORS.flatMap((actor) =>
        actor.userId === null
          ? []
          : [
              {
                id: actor.userId,
                username: actor.username ?? 'User',
                email: null,
                provider: 'local',
                avatar: null,
                roles: actor.roles,
              },
            ],
      ),
    });
    const game = await startSoloGame(server.baseUrl);
    fixtures = {
      baseUrl: server.baseUrl,
      dataDir: server.dataDir,
      playedCode: game.sessionCode,
      contributedWordId: await storedWordId(server.dataDir, MATRIX_CONTRIBUTION),
      stripe,
    };
    // The word generator's routes answer once it has loaded: about 15 s on an idle machine, minutes while
    // other suites load it. Loaded here, so no matrix call is timed against a cold load.
    const admin = ACTORS.find((actor) => actor.name === 'admin');
    const warm = await (
      await browserOf(admin as Actor)
    ).json<unknown>(`${server.baseUrl}/api/words/summon`, {
      method: 'POST',
      body: { language: 'english', userId: admin?.userId },
    });
    expect(warm.status).toBe(200);
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  /** A browser signed in as the actor, new for each call, so logout or sign-in calls cannot disturb others. */
  async function browserOf(actor: Actor): Promise<BrowserAgent> {
    const agent = new BrowserAgent();
    if (actor.username !== null) {
      const signIn = await agent.json<{ user: { id: string } }>(`${server.baseUrl}/auth/local`, {
        body: { username: actor.username },
      });
      expect(signIn.body.user.id).toBe(actor.userId);
    }
    return agent;
  }

  async function call(route: RouteRule, actor: Actor, targetUserId: string) {
    const agent = await browserOf(actor);
    const caller = actor.userId === null ? null : agent;
    const sample = await SAMPLES[keyOf(route)]!(fixtures, actor, targetUserId, caller);
    const response = await agent.json<unknown>(`${server.baseUrl}${sample.path}`, {
      method: route.method,
      body: sample.body,
    });
    return Object.assign(response, { refusal: sample.refusal });
  }

  const cases = ROUTE_TABLE.flatMap((route) =>
    ACTORS.map((actor) => [keyOf(route), describeRule(route.rule), actor.name, route, actor] as const),
  );

  it.each(cases)(
    '%s (%s) as %s',
    async (_key, _rule, _actorName, route, actor) => {
      const response = await call(route, actor, OWNER_ID);
      const expected = expectedOutcome(route.rule, actor);
      if (expected === 'allowed') {
        expect(isAccessRefusal(response.status, response.body)).toBe(false);
        if (response.refusal !== undefined) {
          // The handler's own, documented refusal of this caller: exactly it.
          const code = (response.body as { code?: unknown } | null)?.code;
          expect([response.status, code]).toEqual([response.refusal.status, response.refusal.code]);
        } else if (route.rule !== 'public') {
          // A rule that lets a signed-in caller in must really serve them (no accidental lock-out).
          expect(response.status).toBeGreaterThanOrEqual(200);
          expect(response.status).toBeLessThan(300);
        }
      } else {
        expect(response.status).toBe(expected);
        expect(isAccessRefusal(response.status, response.body)).toBe(true);
      }
    },
    // The admin's Generate loads the word generator on its first call: seconds on a loaded machine.
    GENERATOR_FIRST_CALL_TIMEOUT_MS,
  );

  const selfOrAdminRoutes = ROUTE_TABLE.filter((route) => route.rule === 'self-or-admin');
  const nonAdmins = ACTORS.filter((actor) => actor.name !== 'bluffling' && !actor.roles.includes('admin'));

  it.each(
    selfOrAdminRoutes.flatMap((route) =>
      nonAdmins.map((actor) => [keyOf(route), actor.name, route, actor] as const),
    ),
  )(
    "%s as %s: an unknown user id looks exactly like another user's",
    async (_key, _actorName, route, actor) => {
      const other = await call(route, actor, OWNER_ID);
      const unknown = await call(route, actor, UNKNOWN_ID);
      expect(unknown.status).toBe(other.status);
      expect(unknown.body).toEqual(other.body);
    },
  );

  it('leaves every role as it was (no escalation through any call)', async () => {
    for (const actor of ACTORS) {
      if (actor.userId === null) continue;
      const agent = await browserOf(actor);
      const me = await agent.json<MeResponse>(`${server.baseUrl}/api/users/me`);
      expect(me.body.user?.roles).toEqual(actor.roles);
      expect(me.body.user?.isAdmin).toBe(actor.roles.includes('admin'));
    }
  });
});
