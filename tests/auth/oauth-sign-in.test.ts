import {
  AUTH_MESSAGES,
  AUTH_MESSAGE_SOURCE,
  authStartPath,
  type AuthProvidersResponse,
  type MeResponse,
} from '@bluffle/shared-schema';
import {
  startFakeOAuthProviders,
  type FakeOAuthProviders,
  type FakeProviderName,
} from '../fakes/fake-oauth-provider';
import { BrowserAgent, readPopupResult } from '../support/browser-agent';
import { fakeProviderEnv } from '../support/oauth-env';
import { startTestServer, type TestServer } from '../support/test-server';

// The popup sign-in over real HTTP (docs/product.md §4 Authentication; docs/design.md decisions 5 and 8): our server, the
// fake Google/Facebook/GitHub, redirects followed by hand with a cookie jar, as the popup's browser does.

describe('OAuth sign-in against fake providers', () => {
  let fakes: FakeOAuthProviders;
  let server: TestServer;

  beforeAll(async () => {
    fakes = await startFakeOAuthProviders();
    server = await startTestServer({
      env: {
        ...fakeProviderEnv(fakes),
        ADMIN_EMAILS: 'boss@bluffle.test, chief@bluffle.test',
        // Many sign-ins from one test client: the /auth rate limit has its own test.
        AUTH_RATE_LIMIT: '1000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  async function signIn(agent: BrowserAgent, provider: FakeProviderName) {
    const { visited, last } = await agent.follow(`${server.baseUrl}/auth/${provider}`);
    return { visited, last, result: readPopupResult(last.text) };
  }

  const me = (agent: BrowserAgent) => agent.json<MeResponse>(`${server.baseUrl}/api/users/me`);

  it('lists the configured providers and whether local sign-in is on', async () => {
    const response = await new BrowserAgent().json<AuthProvidersResponse>(`${server.baseUrl}/auth/providers`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      providers: [
        { name: 'google', label: 'Google' },
        { name: 'facebook', label: 'Facebook' },
        { name: 'github', label: 'GitHub' },
      ],
      localSignIn: true,
    });
  });

  it.each([
    [
      'google',
      { id: 'g-100', name: 'Ada Lovelace', email: 'ada@bluffle.test', avatarUrl: 'https://img.test/ada.png' },
    ],
    [
      'facebook',
      {
        id: 'fb-200',
        name: 'Grace Hopper',
        email: 'grace@bluffle.test',
        avatarUrl: 'https://img.test/grace.png',
      },
    ],
    [
      'github',
      {
        id: '300',
        name: 'Linus T',
        login: 'linus',
        email: 'linus@bluffle.test',
        avatarUrl: 'https://img.test/linus.png',
      },
    ],
  ] as const)('signs in with %s through the popup flow', async (provider, identity) => {
    fakes.setNextIdentity(provider, identity);
    const agent = new BrowserAgent();
    const { visited, last, result } = await signIn(agent, provider);

    // Our start route -> the provider's consent page -> our callback, which ends on the result page.
    expect(visited).toHaveLength(3);
    expect(visited[1]).toContain(fakes.baseUrl);
    expect(new URL(visited[1]!).searchParams.get('state')).toMatch(/.{8,}/);
    expect(visited[2]).toContain(`${server.baseUrl}/auth/${provider}/callback?`);
    expect(last.status).toBe(200);
    expect(last.headers.get('content-type')).toContain('text/html');
    expect(last.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(result.message).toEqual({ source: AUTH_MESSAGE_SOURCE, ok: true });
    expect(result.targetOrigin).toBe(server.baseUrl);
    // No user in the page: the client asks the server who signed in.
    expect(last.text).not.toContain(identity.email);

    const signedIn = await me(agent);
    expect(signedIn.body.user).toEqual({
      id: `${provider}:${identity.id}`,
      username: identity.name,
      email: identity.email,
      provider,
      avatar: identity.avatarUrl,
      isAdmin: false,
      isWordsmith: false,
      isLexivestor: false,
      subscription: 'bluffling',
      subscriptionExpires: null,
      roles: [],
    });
    // A guest (another browser) is not signed in by any of this.
    expect((await me(new BrowserAgent())).body.user).toBeNull();
  });

  it('sets an httpOnly, SameSite=Lax session cookie (not Secure outside production)', async () => {
    fakes.setNextIdentity('google', { id: 'g-cookie', name: 'Cookie Monster', email: 'cookie@bluffle.test' });
    const agent = new BrowserAgent();
    const start = await agent.request(`${server.baseUrl}/auth/google`);
    const setCookie = start.headers.getSetCookie().find((line) => line.startsWith('bluffle.sid='));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie!)?.[1] ?? '');
    const fourteenDays = 14 * 24 * 60 * 60 * 1000;
    expect(Math.abs(expires - Date.now() - fourteenDays)).toBeLessThan(60_000);
  });

  it('takes the GitHub e-mail from /user/emails (the primary one)', async () => {
    fakes.setNextIdentity('github', {
      id: '301',
      name: 'Margaret H',
      login: 'mhamilton',
      email: 'ignored@bluffle.test',
      githubEmails: [
        { email: 'old@bluffle.test', primary: false, verified: true },
        { email: 'Margaret@Bluffle.test', primary: true, verified: true },
      ],
    });
    const agent = new BrowserAgent();
    await signIn(agent, 'github');
    expect(fakes.requests.some((request) => request.path === '/github/user/emails')).toBe(true);
    expect((await me(agent)).body.user).toMatchObject({ id: 'github:301', email: 'margaret@bluffle.test' });
  });

  it('makes a user with a verified ADMIN_EMAILS address an admin', async () => {
    fakes.setNextIdentity('google', { id: 'g-boss', name: 'The Boss', email: 'Boss@Bluffle.test' });
    const agent = new BrowserAgent();
    await signIn(agent, 'google');
    expect((await me(agent)).body.user).toMatchObject({ isAdmin: true, roles: ['admin'] });
  });

  it('does not make an admin of an unverified ADMIN_EMAILS address', async () => {
    fakes.setNextIdentity('google', {
      id: 'g-fake-chief',
      name: 'Not Chief',
      email: 'chief@bluffle.test',
      emailVerified: false,
    });
    const agent = new BrowserAgent();
    await signIn(agent, 'google');
    expect((await me(agent)).body.user).toMatchObject({
      id: 'google:g-fake-chief',
      isAdmin: false,
      roles: [],
    });
  });

  it("reports a denied consent with our own message, never the provider's, and signs nobody in", async () => {
    fakes.denyNext('facebook');
    const agent = new BrowserAgent();
    const { last, result } = await signIn(agent, 'facebook');
    expect(last.status).toBe(400);
    expect(result.message).toEqual({
      source: AUTH_MESSAGE_SOURCE,
      ok: false,
      code: 'access-denied',
      message: AUTH_MESSAGES.authenticationFailed,
    });
    expect(last.text).not.toContain('The user denied the request.');
    expect((await me(agent)).body.user).toBeNull();
  });

  it('checks the state of a return that carries an error before anything else', async () => {
    const crafted = `${server.baseUrl}/auth/google/callback?error=access_denied&error_description=${encodeURIComponent('Your account is locked: call +1 555 0100 now')}`;
    // A link nobody started a sign-in for (no state, or a state this browser never got).
    for (const url of [crafted, `${crafted}&state=guessed`]) {
      const response = await new BrowserAgent().request(url);
      expect(readPopupResult(response.text).message).toEqual({
        source: AUTH_MESSAGE_SOURCE,
        ok: false,
        code: 'invalid-state',
        message: AUTH_MESSAGES.invalidState,
      });
      expect(response.text).not.toContain('555');
    }
  });

  it('shows only our own message for a provider error on a genuine return, and takes its state once', async () => {
    const agent = new BrowserAgent();
    const start = await agent.request(`${server.baseUrl}/auth/github`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const callback = new URL(`${server.baseUrl}/auth/github/callback`);
    callback.searchParams.set('state', state);
    callback.searchParams.set('error', 'server_error');
    callback.searchParams.set('error_description', '</script><script>alert(1)</script> Call 555 0100');

    const genuine = await agent.request(callback.toString());
    expect(readPopupResult(genuine.text).message).toEqual({
      source: AUTH_MESSAGE_SOURCE,
      ok: false,
      code: 'authentication-failed',
      message: AUTH_MESSAGES.authenticationFailed,
    });
    expect(genuine.text).not.toContain('555');
    expect(genuine.text).not.toContain('alert(1)');
    // The nonce is used up: the same return again is not a sign-in this session is waiting for.
    const replayed = await agent.request(callback.toString());
    expect(readPopupResult(replayed.text).message).toMatchObject({ code: 'invalid-state' });
    expect((await me(agent)).body.user).toBeNull();
  });

  it('rejects a callback whose state does not match the session (a forged or replayed return)', async () => {
    fakes.setNextIdentity('google', { id: 'g-victim', name: 'Victim', email: 'victim@bluffle.test' });
    const attacker = new BrowserAgent();
    // The attacker gets a real code from the provider but does not deliver it to their own browser...
    const start = await attacker.request(`${server.baseUrl}/auth/google`);
    const consent = await attacker.request(start.headers.get('location')!);
    const callback = new URL(consent.headers.get('location')!);
    // ...the victim's browser opens it (no state in its session), and with a state it never issued.
    const victim = new BrowserAgent();
    const noSession = await victim.request(callback.toString());
    expect(readPopupResult(noSession.text).message).toMatchObject({ ok: false, code: 'invalid-state' });
    expect((await me(victim)).body.user).toBeNull();

    // A browser with its own pending state but a callback carrying another state is refused too.
    const other = new BrowserAgent();
    await other.request(`${server.baseUrl}/auth/google`);
    callback.searchParams.set('state', 'not-the-state-we-issued');
    const mismatch = await other.request(callback.toString());
    expect(readPopupResult(mismatch.text).message).toMatchObject({ ok: false, code: 'invalid-state' });
    expect((await me(other)).body.user).toBeNull();
  });

  it('answers an unknown provider with the Unsupported provider result page', async () => {
    for (const path of ['/auth/twitter', '/auth/twitter/callback?code=x&state=y']) {
      const response = await new BrowserAgent().request(`${server.baseUrl}${path}`);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(readPopupResult(response.text).message).toEqual({
        source: AUTH_MESSAGE_SOURCE,
        ok: false,
        code: 'unsupported-provider',
        message: AUTH_MESSAGES.unsupportedProvider,
      });
    }
  });

  it('does not sign anyone in from a ?user= parameter', async () => {
    fakes.setNextIdentity('google', { id: 'g-target', name: 'Target', email: 'target@bluffle.test' });
    await signIn(new BrowserAgent(), 'google');
    const agent = new BrowserAgent();
    for (const path of [
      '/?user=google:g-target',
      '/api/users/me?user=google:g-target',
      '/auth/google/callback?user=google:g-target',
    ]) {
      await agent.request(`${server.baseUrl}${path}`);
    }
    expect((await me(agent)).body.user).toBeNull();
    expect(agent.cookie(new URL(server.baseUrl).host, 'bluffle.sid')).toBeUndefined();
  });

  it('logs out: the session ends on the server and the cookie is cleared', async () => {
    fakes.setNextIdentity('github', { id: '302', name: 'Leaving User', email: 'leaving@bluffle.test' });
    const agent = new BrowserAgent();
    await signIn(agent, 'github');
    const host = new URL(server.baseUrl).host;
    const sessionCookie = agent.cookie(host, 'bluffle.sid')!;
    expect((await me(agent)).body.user?.id).toBe('github:302');

    const logout = await agent.request(`${server.baseUrl}/auth/logout`, { method: 'POST' });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join()).toMatch(/bluffle\.sid=;/);
    expect((await me(agent)).body.user).toBeNull();
    // Replaying the old cookie does not bring the session back: it is gone from the store.
    const replay = new BrowserAgent();
    replay.setCookie(host, 'bluffle.sid', sessionCookie);
    expect((await me(replay)).body.user).toBeNull();
  });
});

describe('providers that are not configured', () => {
  let server: TestServer;
  let fakes: FakeOAuthProviders;

  beforeAll(async () => {
    fakes = await startFakeOAuthProviders();
    server = await startTestServer({ env: fakeProviderEnv(fakes, ['google']) });
  });
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  it('offers only the configured ones', async () => {
    const response = await new BrowserAgent().json<AuthProvidersResponse>(`${server.baseUrl}/auth/providers`);
    expect(response.body.providers).toEqual([{ name: 'google', label: 'Google' }]);
  });

  it.each([
    ['facebook', AUTH_MESSAGES.facebookNotConfigured],
    ['github', AUTH_MESSAGES.notConfigured],
  ])('answers %s with configuration-not-found', async (provider, message) => {
    const response = await new BrowserAgent().request(`${server.baseUrl}/auth/${provider}`);
    expect(readPopupResult(response.text).message).toEqual({
      source: AUTH_MESSAGE_SOURCE,
      ok: false,
      code: 'configuration-not-found',
      message,
    });
  });
});

describe('sign-in from a page that is not on PUBLIC_URL (docs/product.md §8 Unauthorized domain)', () => {
  const publicUrl = 'https://bluffle.example.com';
  let server: TestServer;
  let fakes: FakeOAuthProviders;

  beforeAll(async () => {
    fakes = await startFakeOAuthProviders();
    // Requests reach the server on 127.0.0.1, as behind a proxy; players use PUBLIC_URL.
    server = await startTestServer({ env: { ...fakeProviderEnv(fakes, ['google']), PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  it('answers unauthorized-domain at once, posted to the page that asked', async () => {
    const pageOrigin = 'https://bluffle-mirror.example.net';
    const before = fakes.requests.length;
    const response = await new BrowserAgent().request(
      `${server.baseUrl}${authStartPath('google', pageOrigin)}`,
    );
    expect(response.status).toBe(400);
    expect(readPopupResult(response.text)).toEqual({
      message: {
        source: AUTH_MESSAGE_SOURCE,
        ok: false,
        code: 'unauthorized-domain',
        message: AUTH_MESSAGES.unauthorizedDomain,
      },
      targetOrigin: pageOrigin,
    });
    // Without an opener the page goes to the app, which shows the message with its hint.
    expect(response.text).toContain('"/?error=unauthorized-domain\\u0026provider=google"');
    expect(fakes.requests.length).toBe(before);
  });

  it.each([
    ['a page on PUBLIC_URL', authStartPath('google', publicUrl)],
    ['a page on PUBLIC_URL, named with a path', authStartPath('google', `${publicUrl}/play?x=1`)],
    ['a client that does not say', '/auth/google'],
    ['an origin that is not an http(s) one', authStartPath('google', 'javascript:alert(1)')],
  ])('goes on to the provider for %s', async (_case, path) => {
    const response = await new BrowserAgent().request(`${server.baseUrl}${path}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain(fakes.baseUrl);
    expect(new URL(response.headers.get('location')!).searchParams.get('redirect_uri')).toBe(
      `${publicUrl}/auth/google/callback`,
    );
  });
});

describe('sign-in without PUBLIC_URL', () => {
  let server: TestServer;
  let fakes: FakeOAuthProviders;

  beforeAll(async () => {
    fakes = await startFakeOAuthProviders();
    server = await startTestServer({ env: fakeProviderEnv(fakes, ['google']) });
  });
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  it('has no other domain to refuse: the origin each request came to is the public one', async () => {
    const response = await new BrowserAgent().request(
      `${server.baseUrl}${authStartPath('google', 'https://anywhere.example')}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain(fakes.baseUrl);
  });
});
