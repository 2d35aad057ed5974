// The sign-in cookie over real HTTP and a real embedded store: when an answer sends it again, and that an
// answer which set off before a sign-in replaced its session cannot put the replaced session back.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { Store } from '../store/port';
import { SESSION_COOKIE_NAME, SESSION_RENEW_AFTER_MS, sessionMiddleware } from './session-middleware';

/** What passport keeps in a session, written here by hand so the test needs no strategy. */
type ProbeSession = { passport?: { user?: string } };

/** A gate a request waits at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the sign-in cookie', () => {
  let dataDir: string;
  let store: Store;
  let now: number;
  let slowRequest: ReturnType<typeof gate>;
  let slowRequestArrived: ReturnType<typeof gate>;
  let url: string;
  let closeServer: () => Promise<void>;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bluffle-session-cookie-'));
    store = openEmbeddedStore(dataDir);
    now = Date.now();
    slowRequest = gate();
    slowRequestArrived = gate();
    const app = express();
    app.use(
      sessionMiddleware({ store, secret: 'test-secret', isProduction: false, clock: { now: () => now } }),
    );
    // Signs in as passport does: a new session id, so one planted before sign-in is worth nothing.
    app.post('/sign-in/:user', (request, response, next) => {
      request.session.regenerate((error) => {
        if (error) return next(error);
        (request.session as unknown as ProbeSession).passport = { user: request.params.user };
        response.end();
      });
    });
    app.get('/me', (request, response) => {
      response.json({ user: (request.session as unknown as ProbeSession).passport?.user ?? null });
    });
    // A request whose answer leaves late: the session is read, then the test decides when it answers.
    app.get('/slow', (request, response) => {
      slowRequestArrived.open();
      void slowRequest.opened.then(() =>
        response.json({ user: (request.session as unknown as ProbeSession).passport?.user ?? null }),
      );
    });
    await new Promise<void>((resolve) => {
      const listener = app.listen(0, '127.0.0.1', () => {
        url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
        closeServer = () => new Promise((closed) => listener.close(() => closed()));
        resolve();
      });
    });
  });
  afterEach(async () => {
    await closeServer();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The session cookie an answer sets, as `name=value`, or null. */
  function cookieSetBy(answer: Response): string | null {
    const header = answer.headers.get('set-cookie');
    return header?.startsWith(`${SESSION_COOKIE_NAME}=`) ? (header.split(';')[0] ?? null) : null;
  }

  async function signIn(user: string, cookie?: string): Promise<string> {
    const answer = await fetch(`${url}/sign-in/${user}`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
    });
    const set = cookieSetBy(answer);
    if (set === null) throw new Error('sign-in set no cookie');
    return set;
  }

  async function whoIs(cookie: string): Promise<string | null> {
    return ((await (await fetch(`${url}/me`, { headers: { cookie } })).json()) as { user: string | null })
      .user;
  }

  it('is not sent again on every answer, and a guest gets none', async () => {
    const cookie = await signIn('google:1001');
    const answer = await fetch(`${url}/me`, { headers: { cookie } });
    expect(await answer.json()).toEqual({ user: 'google:1001' });
    expect(cookieSetBy(answer)).toBeNull();
    expect(cookieSetBy(await fetch(`${url}/me`))).toBeNull();
  });

  it('is renewed, same session, on the first answer after it has aged a day, and kept in the store', async () => {
    const cookie = await signIn('google:1001');
    // A minute either side: express-session dates the cookie by real time, a few milliseconds after `now`.
    now += SESSION_RENEW_AFTER_MS - 60_000;
    expect(cookieSetBy(await fetch(`${url}/me`, { headers: { cookie } }))).toBeNull();

    now += 120_000;
    const renewal = await fetch(`${url}/me`, { headers: { cookie } });
    expect(cookieSetBy(renewal)).toBe(cookie);
    const expires = /Expires=([^;]+)/.exec(renewal.headers.get('set-cookie') ?? '')?.[1];
    // express-session reckons the cookie's expiry in real time: a full lifetime from the renewal.
    expect(new Date(expires ?? 0).getTime()).toBeGreaterThan(Date.now() + 13 * SESSION_RENEW_AFTER_MS);

    // The renewal was saved: the next answer, on the same clock, does not renew again.
    expect(cookieSetBy(await fetch(`${url}/me`, { headers: { cookie } }))).toBeNull();
    expect(await whoIs(cookie)).toBe('google:1001');
  });

  it('is not put back by an answer that set off before a sign-in replaced its session', async () => {
    const first = await signIn('google:1001');
    const late = fetch(`${url}/slow`, { headers: { cookie: first } });
    await slowRequestArrived.opened;

    const second = await signIn('github:2002', first);
    expect(second).not.toBe(first);
    slowRequest.open();
    const lateAnswer = await late;
    expect(await lateAnswer.json()).toEqual({ user: 'google:1001' });
    // Had it sent its cookie, the browser would now hold the replaced session and be signed out.
    expect(cookieSetBy(lateAnswer)).toBeNull();
    expect(await whoIs(first)).toBeNull();
    expect(await whoIs(second)).toBe('github:2002');
  });
});
