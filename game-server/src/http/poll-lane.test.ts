import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES, ERROR_CODES, MULTIPLAYER_ROUTES } from '@bluffle/shared-schema';
import express from 'express';
import pino from 'pino';
import type { SignedInUser } from '../domain/user';
import { errorHandler } from './error-handler';
import { PollLane, type PollAnswer } from './poll-lane';
import { pollSignIn, type RememberedSignIn } from './poll-sign-in';

const PLAYER: SignedInUser = {
  id: 'user-1',
  username: 'Lane Player',
  email: null,
  provider: 'local',
  avatar: null,
  roles: [],
  grantedRoles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
/** The session cookie's value (`s:` and the signed id) that signs PLAYER in. */
const PLAYER_COOKIE = 's:player.signature';
const SECURITY_HEADER: readonly [string, string] = ['X-Frame-Options', 'DENY'];

describe('PollLane', () => {
  let server: Server;
  let baseUrl: string;
  const reachedExpress: string[] = [];
  const handled: unknown[] = [];
  const answered: number[] = [];
  const logLines: string[] = [];
  // Silent but for the test that raises it to debug, as an operator would at run time.
  const logger = pino({ level: 'silent' }, { write: (line: string) => logLines.push(line) });

  beforeAll(async () => {
    const signIn: RememberedSignIn = { userOf: (cookie) => (cookie === PLAYER_COOKIE ? PLAYER : null) };
    const lane = new PollLane({
      mountPath: '/api',
      signIn,
      logger,
      securityHeaders: [SECURITY_HEADER],
      onAnswered: (status) => answered.push(status),
    });
    const view = (body: object): PollAnswer => ({
      status: 200,
      headers: [['ETag', '"view"']],
      body: JSON.stringify(body),
    });
    lane.on(MULTIPLAYER_ROUTES.game, async ({ params }, { user }) => {
      handled.push({ code: params.code, userId: user?.id });
      return view({ code: params.code });
    });
    lane.on(MULTIPLAYER_ROUTES.watchedGame, async ({ params, query }) => {
      handled.push({ code: params.code, watcherId: query.watcherId });
      return view({ watcherId: query.watcherId });
    });
    const app = express();
    app.use((request, response, next) => {
      reachedExpress.push(`${request.method} ${request.url}`);
      response.setHeader(...SECURITY_HEADER);
      next();
    });
    app.use(
      '/api',
      pollSignIn(signIn, () => true),
      lane.router,
      errorHandler(logger),
    );
    server = createServer((request, response) => {
      if (!lane.serve(request, response)) app(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    // fetch keeps its connections alive: close them rather than wait out their idle time.
    server.closeAllConnections();
    await closed;
  });
  beforeEach(() => {
    reachedExpress.length = 0;
    handled.length = 0;
    answered.length = 0;
  });

  const poll = (path: string, init: RequestInit = {}) => fetch(`${baseUrl}${path}`, init);
  const asPlayer = { headers: { cookie: `bluffle.sid=${encodeURIComponent(PLAYER_COOKIE)}` } };

  it("answers a plain GET itself: who is calling, the contract's parameters, the security headers, the JSON", async () => {
    const response = await poll('/api/multiplayer/game/ABC234', asPlayer);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 'ABC234' });
    expect(response.headers.get('etag')).toBe('"view"');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(handled).toEqual([{ code: 'ABC234', userId: PLAYER.id }]);
    expect(answered).toEqual([200]);
    expect(reachedExpress).toEqual([]);
  });

  it("refuses as the contract's access rule says, in the one error shape, before the handler runs", async () => {
    const guest = await poll('/api/multiplayer/game/ABC234');
    const forged = await poll('/api/multiplayer/game/ABC234', {
      headers: { cookie: 'bluffle.sid=s%3Aforged' },
    });

    for (const response of [guest, forged]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: AUTH_MESSAGES.signInRequired,
        code: ERROR_CODES.unauthorized,
      });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(handled).toEqual([]);
    expect(reachedExpress).toEqual([]);
  });

  it("reads a public route's query with its schema, and refuses one that fails it with a 400", async () => {
    const watched = await poll('/api/multiplayer/watch/ABC234?watcherId=w-123456789012345678901234');
    expect(watched.status).toBe(200);
    expect(await watched.json()).toEqual({ watcherId: 'w-123456789012345678901234' });

    const withoutToken = await poll('/api/multiplayer/watch/ABC234');
    expect(withoutToken.status).toBe(400);
    expect((await withoutToken.json()) as unknown).toMatchObject({ code: ERROR_CODES.validationFailed });
    expect(handled).toHaveLength(1);
    expect(reachedExpress).toEqual([]);
  });

  it("writes the request log's debug line for a poll it answers, when debug is on", async () => {
    logger.level = 'debug';
    try {
      await poll('/api/multiplayer/game/ABC234', asPlayer);
    } finally {
      logger.level = 'silent';
    }
    const requests = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(requests).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        url: '/api/multiplayer/game/ABC234',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('leaves every other spelling to Express, where the same routes answer the same way', async () => {
    const plain = await poll('/api/multiplayer/game/ABC234', asPlayer);
    const encoded = await poll('/api/multiplayer/game/%41BC234', asPlayer);
    const head = await poll('/api/multiplayer/game/ABC234', { ...asPlayer, method: 'HEAD' });
    const guest = await poll('/api/multiplayer/game/ABC234/');

    expect(reachedExpress).toEqual([
      'GET /api/multiplayer/game/%41BC234',
      'HEAD /api/multiplayer/game/ABC234',
      'GET /api/multiplayer/game/ABC234/',
    ]);
    expect(encoded.status).toBe(200);
    expect(await encoded.text()).toBe(await plain.text());
    for (const name of ['etag', 'x-frame-options', 'content-type', 'content-length']) {
      expect(encoded.headers.get(name)).toBe(plain.headers.get(name));
      expect(head.headers.get(name)).toBe(plain.headers.get(name));
    }
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(guest.status).toBe(401);
  });
});
