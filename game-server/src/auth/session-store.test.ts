// The express-session store over a real embedded store in a temp dir: what it saves, how long sessions
// live, that errors reach the callback, that a signed-in cookie outlives a restart, and the purge timer.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import session, { Cookie, type SessionData } from 'express-session';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { Store } from '../store/port';
import { AuthSessionStore, DEFAULT_SESSION_TTL_MS, TOUCH_EVERY_MS, startSessionPurge } from './session-store';

const HOUR_MS = 60 * 60 * 1000;
/** What the express probe app keeps in a session (no global SessionData augmentation from a test). */
type ProbeSession = SessionData & { userId?: string };

/** Calls a callback-style store method and resolves with what its callback received. */
function viaCallback<T>(call: (callback: (error: unknown, value?: T) => void) => void) {
  return new Promise<{ error: unknown; value?: T }>((resolve) => {
    call((error, value) => resolve({ error, value }));
  });
}

/** A cookie given `lifetimeMs` as express-session gives one at sign-in (its expires is real time). */
function cookieLasting(lifetimeMs: number): Cookie {
  const cookie = new Cookie();
  cookie.maxAge = lifetimeMs;
  cookie.originalMaxAge = lifetimeMs;
  return cookie;
}

/** The session express-session would save `expires - now` before it ends: its cookie's lifetime. */
function sessionExpiringAt(expires: Date, now: number, extra: Record<string, unknown> = {}): SessionData {
  return { cookie: cookieLasting(expires.getTime() - now), ...extra } as SessionData;
}

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('AuthSessionStore', () => {
  let dataDir: string;
  let store: Store;
  let sessions: AuthSessionStore;
  const now = Date.now();
  const clock = { now: () => now };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bluffle-session-store-'));
    store = openEmbeddedStore(dataDir);
    sessions = new AuthSessionStore(store.authSessions, { clock });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("ends a session by the server's clock: one signed in while a test's clock runs ahead is not over", async () => {
    const ahead = now + 40 * 24 * HOUR_MS;
    const aheadStore = new AuthSessionStore(store.authSessions, { clock: { now: () => ahead } });
    // What express-session saves at sign-in: a cookie with its lifetime, its expires in real time.
    const signedIn = { cookie: cookieLasting(14 * 24 * HOUR_MS) } as SessionData;
    await viaCallback((done) => aheadStore.set('sid-ahead', signedIn, done));
    expect((await store.authSessions.get('sid-ahead'))?.expiresAt).toBe(
      new Date(ahead + 14 * 24 * HOUR_MS).toISOString(),
    );
  });

  it('saves the session as JSON until its cookie expires, and reads it back', async () => {
    const expires = new Date(now + 2 * HOUR_MS);
    const saved = sessionExpiringAt(expires, now, { passport: { user: 'google:1001' } });
    expect(await viaCallback<void>((done) => sessions.set('sid-1', saved, done))).toEqual({ error: null });

    expect(await store.authSessions.get('sid-1')).toEqual({
      data: JSON.stringify(saved),
      expiresAt: expires.toISOString(),
    });
    const read = await viaCallback<SessionData | null>((done) => sessions.get('sid-1', done));
    expect(read.error).toBeNull();
    expect(read.value).toEqual(JSON.parse(JSON.stringify(saved)));
  });

  it('answers null, not an error, for an unknown session', async () => {
    expect(await viaCallback((done) => sessions.get('sid-unknown', done))).toEqual({
      error: null,
      value: null,
    });
  });

  it('keeps a session with no cookie expiry for the default 14 days, or the given lifetime', async () => {
    expect(DEFAULT_SESSION_TTL_MS).toBe(14 * 24 * HOUR_MS);
    await viaCallback((done) => sessions.set('browser-session', { cookie: new Cookie() }, done));
    expect((await store.authSessions.get('browser-session'))?.expiresAt).toBe(
      new Date(now + DEFAULT_SESSION_TTL_MS).toISOString(),
    );

    const shortLived = new AuthSessionStore(store.authSessions, { clock, defaultTtlMs: HOUR_MS });
    await viaCallback((done) => shortLived.set('short', { cookie: new Cookie() }, done));
    expect((await store.authSessions.get('short'))?.expiresAt).toBe(new Date(now + HOUR_MS).toISOString());
  });

  it('uses maxAge when a plain session object has no expires', async () => {
    const plain = { cookie: { originalMaxAge: 5 * HOUR_MS, maxAge: 5 * HOUR_MS } } as SessionData;
    await viaCallback((done) => sessions.set('sid-1', plain, done));
    expect((await store.authSessions.get('sid-1'))?.expiresAt).toBe(
      new Date(now + 5 * HOUR_MS).toISOString(),
    );
  });

  it('accepts the string expiry of a session that came from JSON', async () => {
    const fromJson = JSON.parse(
      JSON.stringify(sessionExpiringAt(new Date(now + HOUR_MS), now)),
    ) as SessionData;
    await viaCallback((done) => sessions.set('sid-1', fromJson, done));
    expect((await store.authSessions.get('sid-1'))?.expiresAt).toBe(new Date(now + HOUR_MS).toISOString());
  });

  it('touch moves the expiry to the cookie’s new one and keeps the data', async () => {
    const saved = sessionExpiringAt(new Date(now + HOUR_MS), now, { visits: 1 });
    await viaCallback((done) => sessions.set('sid-1', saved, done));
    const later = new Date(now + 3 * 24 * HOUR_MS);
    const touched = sessionExpiringAt(later, now, { visits: 99 });
    expect(await viaCallback<void>((done) => sessions.touch('sid-1', touched, done))).toEqual({
      error: null,
    });
    expect(await store.authSessions.get('sid-1')).toEqual({
      data: JSON.stringify(saved),
      expiresAt: later.toISOString(),
    });
  });

  it('writes a touch at most once a minute per session', async () => {
    let clockMs = now;
    const throttled = new AuthSessionStore(store.authSessions, { clock: { now: () => clockMs } });
    await viaCallback((done) =>
      throttled.set('sid-1', sessionExpiringAt(new Date(now + HOUR_MS), now), done),
    );
    const touchAt = async (expires: number) => {
      const result = await viaCallback<void>((done) =>
        throttled.touch('sid-1', sessionExpiringAt(new Date(expires), now), done),
      );
      expect(result).toEqual({ error: null });
      return (await store.authSessions.get('sid-1'))?.expiresAt;
    };
    expect(await touchAt(now + 2 * HOUR_MS)).toBe(new Date(now + 2 * HOUR_MS).toISOString());
    clockMs = now + TOUCH_EVERY_MS - 1;
    expect(await touchAt(now + 3 * HOUR_MS)).toBe(new Date(now + 2 * HOUR_MS).toISOString());
    clockMs = now + TOUCH_EVERY_MS;
    // The cookie's lifetime (4 h), from the touch's own time.
    expect(await touchAt(now + 4 * HOUR_MS)).toBe(new Date(clockMs + 4 * HOUR_MS).toISOString());
  });

  it('destroy ends the session', async () => {
    await viaCallback((done) => sessions.set('sid-1', sessionExpiringAt(new Date(now + HOUR_MS), now), done));
    expect(await viaCallback<void>((done) => sessions.destroy('sid-1', done))).toEqual({ error: null });
    expect(await viaCallback((done) => sessions.get('sid-1', done))).toEqual({ error: null, value: null });
  });

  describe('passes errors to the callback instead of throwing', () => {
    it('for stored data that is not JSON', async () => {
      await store.authSessions.set('sid-1', 'not json', new Date(now + HOUR_MS).toISOString());
      const { error } = await viaCallback((done) => sessions.get('sid-1', done));
      expect(error).toBeInstanceOf(SyntaxError);
    });

    it('for a cookie expiry that is not a date', async () => {
      const broken = sessionExpiringAt(new Date(Number.NaN), now);
      const { error } = await viaCallback((done) => sessions.set('sid-1', broken, done));
      expect(error).toBeInstanceOf(RangeError);
      expect(await store.authSessions.get('sid-1')).toBeNull();
    });

    it('for a store that is closed', async () => {
      await store.close();
      const calls = [
        viaCallback((done) => sessions.get('sid-1', done)),
        viaCallback((done) => sessions.set('sid-1', sessionExpiringAt(new Date(now + HOUR_MS), now), done)),
        viaCallback((done) => sessions.touch('sid-1', sessionExpiringAt(new Date(now + HOUR_MS), now), done)),
        viaCallback((done) => sessions.destroy('sid-1', done)),
      ];
      // better-sqlite3's own error (from another realm than jest's, so matched by message).
      for (const { error } of await Promise.all(calls)) {
        expect(error).toMatchObject({ message: expect.stringMatching(/not open/) });
      }
    });
  });

  it('keeps a signed-in cookie valid across a restart, until logout', async () => {
    function app(storeOfThisStart: Store) {
      const server = express();
      server.use(
        session({
          store: new AuthSessionStore(storeOfThisStart.authSessions),
          secret: 'test-secret',
          resave: false,
          saveUninitialized: false,
          cookie: { maxAge: HOUR_MS, httpOnly: true, sameSite: 'lax' },
        }),
      );
      server.post('/sign-in', (req, res) => {
        (req.session as unknown as ProbeSession).userId = 'google:1001';
        res.end();
      });
      server.get('/me', (req, res) => {
        res.json({ userId: (req.session as unknown as ProbeSession).userId ?? null });
      });
      server.post('/logout', (req, res, next) => {
        req.session.destroy((error) => (error ? next(error) : res.end()));
      });
      return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
        const listener = server.listen(0, '127.0.0.1', () => {
          const { port } = listener.address() as AddressInfo;
          resolve({
            url: `http://127.0.0.1:${port}`,
            close: () => new Promise((closed) => listener.close(() => closed())),
          });
        });
      });
    }

    const first = await app(store);
    const signIn = await fetch(`${first.url}/sign-in`, { method: 'POST' });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^connect\.sid=/);
    await first.close();

    // The restart: a new store on the same data directory, a new app.
    await store.close();
    store = openEmbeddedStore(dataDir);
    const second = await app(store);
    try {
      const me = await fetch(`${second.url}/me`, { headers: { cookie: cookie ?? '' } });
      expect(await me.json()).toEqual({ userId: 'google:1001' });
      await fetch(`${second.url}/logout`, { method: 'POST', headers: { cookie: cookie ?? '' } });
      const afterLogout = await fetch(`${second.url}/me`, { headers: { cookie: cookie ?? '' } });
      expect(await afterLogout.json()).toEqual({ userId: null });
    } finally {
      await second.close();
    }
  });
});

describe('startSessionPurge', () => {
  let dataDir: string;
  let store: Store;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bluffle-session-purge-'));
    store = openEmbeddedStore(dataDir);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('purges expired sessions on an unref’d timer until stopped', async () => {
    await store.authSessions.set('expired', '{}', new Date(Date.now() - HOUR_MS).toISOString());
    await store.authSessions.set('live', '{"n":1}', new Date(Date.now() + HOUR_MS).toISOString());
    const purge = jest.spyOn(store.authSessions, 'purgeExpired');
    const setIntervalSpy = jest.spyOn(global, 'setInterval');

    const stop = startSessionPurge(store, 10);
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await waitFor(() => purge.mock.calls.length >= 1);
    expect(await purge.mock.results[0]?.value).toBe(1);
    expect(await store.authSessions.get('live')).not.toBeNull();

    stop();
    const callsAtStop = purge.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purge.mock.calls.length).toBe(callsAtStop);
  });

  it('reports a failed purge to onError and keeps trying', async () => {
    const failure = new Error('disk gone');
    jest.spyOn(store.authSessions, 'purgeExpired').mockRejectedValue(failure);
    const errors: unknown[] = [];
    const stop = startSessionPurge(store, 10, { onError: (error) => errors.push(error) });
    try {
      await waitFor(() => errors.length >= 2);
      expect(errors[0]).toBe(failure);
    } finally {
      stop();
    }
  });

  it('purges by the given clock', async () => {
    await store.authSessions.set('tomorrow', '{}', new Date(Date.now() + 24 * HOUR_MS).toISOString());
    const purge = jest.spyOn(store.authSessions, 'purgeExpired');
    const stop = startSessionPurge(store, 10, { clock: { now: () => Date.now() + 48 * HOUR_MS } });
    try {
      await waitFor(() => purge.mock.calls.length >= 1);
      expect(await purge.mock.results[0]?.value).toBe(1);
      expect(await store.authSessions.get('tomorrow')).toBeNull();
    } finally {
      stop();
    }
  });
});
