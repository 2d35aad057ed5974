import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_MESSAGES, type LocalSignInResponse, type MeResponse } from '@bluffle/shared-schema';
import { BrowserAgent } from '../support/browser-agent';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

const SECRET = 'a-session-secret-that-is-long-enough-0123456789';

describe('local sign-in (a fresh machine with no provider)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('signs in by name as local:<slug> and keeps the same account for the same name', async () => {
    const agent = new BrowserAgent();
    const signIn = await agent.json<LocalSignInResponse>(`${server.baseUrl}/auth/local`, {
      body: { username: '  Zoë Quinn ' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({
      id: 'local:zoe-quinn',
      username: 'Zoë Quinn',
      provider: 'local',
      email: null,
      isAdmin: false,
      roles: [],
      subscription: 'bluffling',
    });
    expect((await agent.json<MeResponse>(`${server.baseUrl}/api/users/me`)).body.user?.id).toBe(
      'local:zoe-quinn',
    );

    const again = await new BrowserAgent().json<LocalSignInResponse>(`${server.baseUrl}/auth/local`, {
      body: { username: 'zoe quinn' },
    });
    expect(again.body.user.id).toBe('local:zoe-quinn');
  });

  it.each([
    [{}, /username/],
    [{ username: '   ' }, /enter a name/],
    [{ username: '!!!' }, /letter or digit/],
    [{ username: { $gt: '' } }, /username must be text/],
  ])('refuses a bad name %j with 400', async (body, message) => {
    const response = await rest<{ error: string }>(server.baseUrl, '/auth/local', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('gives a new session id at sign-in (no session fixation)', async () => {
    const agent = new BrowserAgent();
    const host = new URL(server.baseUrl).host;
    // A pre-sign-in session exists once an OAuth start stored its state; here: a cookie planted by someone.
    agent.setCookie(host, 'bluffle.sid', 's%3Aplanted.invalid');
    await agent.json(`${server.baseUrl}/auth/local`, { body: { username: 'Fixated' } });
    expect(agent.cookie(host, 'bluffle.sid')).not.toBe('s%3Aplanted.invalid');
  });
});

describe('local sign-in switches', () => {
  it('is refused in production unless LOCAL_SIGN_IN=on', async () => {
    const production = await startTestServer({
      env: { NODE_ENV: 'production', SESSION_SECRET: SECRET, PUBLIC_URL: 'https://bluffle.example.com' },
    });
    try {
      const refused = await rest<{ error: string }>(production.baseUrl, '/auth/local', {
        body: { username: 'Ada' },
      });
      expect(refused).toMatchObject({ status: 403, body: { error: AUTH_MESSAGES.localSignInDisabled } });
      const providers = await rest<{ localSignIn: boolean }>(production.baseUrl, '/auth/providers');
      expect(providers.body.localSignIn).toBe(false);
    } finally {
      await production.close();
    }

    const enabled = await startTestServer({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: SECRET,
        PUBLIC_URL: 'https://bluffle.example.com',
        LOCAL_SIGN_IN: 'on',
        TRUST_PROXY: '1',
      },
    });
    try {
      const allowed = await fetch(`${enabled.baseUrl}/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ username: 'Ada' }),
      });
      expect(allowed.status).toBe(200);
      // Production cookies are Secure (sent over https only; here the proxy said the request was https).
      expect(allowed.headers.getSetCookie().join()).toMatch(/bluffle\.sid=.*; Secure/i);
    } finally {
      await enabled.close();
    }
  });

  it('is refused when LOCAL_SIGN_IN=off', async () => {
    const server = await startTestServer({ env: { LOCAL_SIGN_IN: 'off' } });
    try {
      const refused = await rest(server.baseUrl, '/auth/local', { body: { username: 'Ada' } });
      expect(refused.status).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('sessions survive a restart', () => {
  it('keeps a signed-in browser signed in across a restart on the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-restart-'));
    try {
      const agent = new BrowserAgent();
      const first = await startTestServer({ dataDir, env: { SESSION_SECRET: SECRET } });
      await agent.json(`${first.baseUrl}/auth/local`, { body: { username: 'Persistent Pat' } });
      const cookie = agent.cookie(new URL(first.baseUrl).host, 'bluffle.sid')!;
      await first.close();

      const second = await startTestServer({ dataDir, env: { SESSION_SECRET: SECRET } });
      try {
        // The port may differ; the cookie is the same one the browser kept.
        const browser = new BrowserAgent();
        browser.setCookie(new URL(second.baseUrl).host, 'bluffle.sid', cookie);
        const me = await browser.json<MeResponse>(`${second.baseUrl}/api/users/me`);
        expect(me.body.user?.id).toBe('local:persistent-pat');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('cross-site request protection', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (route: string, headers: Record<string, string>, body: unknown = { playerName: 'Ada' }) =>
    rest<{ error?: string }>(server.baseUrl, route, { body, headers });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['Origin null (a sandboxed page)', { origin: 'null' }],
  ])('refuses state-changing calls with %s', async (_label, headers) => {
    for (const route of ['/api/sessions/create', '/auth/local', '/auth/logout', '/api/users']) {
      const response = await post(route, headers);
      expect(response).toMatchObject({ status: 403, body: { error: AUTH_MESSAGES.crossSiteRefused } });
    }
  });

  it('accepts our own origin, and callers that send no Origin or Referer', async () => {
    expect((await post('/api/sessions/create', { origin: server.baseUrl })).status).toBe(201);
    expect((await post('/api/sessions/create', { referer: `${server.baseUrl}/game` })).status).toBe(201);
    expect((await post('/api/sessions/create', {})).status).toBe(201);
  });

  it('refuses a body that is not JSON (what an HTML form can send)', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await rest<{ error: string }>(server.baseUrl, '/auth/local', {
        rawBody: 'username=Mallory',
        headers: { 'content-type': contentType },
      });
      expect(response).toMatchObject({ status: 415, body: { error: AUTH_MESSAGES.jsonRequired } });
    }
  });

  it('leaves GET alone whatever its Origin', async () => {
    const response = await rest(server.baseUrl, '/api/users/me', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});

// Colyseus's matchmaker is one per process, so test servers run one after another, never nested.
describe('cross-site protection with PUBLIC_URL', () => {
  it('accepts PUBLIC_URL as the origin', async () => {
    const behindProxy = await startTestServer({ env: { PUBLIC_URL: 'https://bluffle.example.com/' } });
    try {
      const response = await rest(behindProxy.baseUrl, '/api/sessions/create', {
        body: { playerName: 'Ada' },
        headers: { origin: 'https://bluffle.example.com' },
      });
      expect(response.status).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('rate limit on /auth', () => {
  it('answers 429 JSON past AUTH_RATE_LIMIT requests a minute, and leaves /api alone', async () => {
    const server = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 3; call += 1) {
        statuses.push((await rest(server.baseUrl, '/auth/providers')).status);
      }
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await rest<{ error: string }>(server.baseUrl, '/auth/local', {
        body: { username: 'Spam' },
      });
      expect(limited).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManyAttempts } });
      expect((await rest(server.baseUrl, '/api/users/me')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
