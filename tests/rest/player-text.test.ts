import type { MeResponse, UserView } from '@bluffle/shared-schema';
import { startFakeOAuthProviders, type FakeOAuthProviders } from '../fakes/fake-oauth-provider';
import { BrowserAgent } from '../support/browser-agent';
import { fakeProviderEnv } from '../support/oauth-env';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// Text from players and providers that other players will see (the edge): names refuse control
// characters, text-direction overrides and lone surrogates with a message saying what to fix; an avatar is
// an https address or nothing, whether a player posts it or a provider's profile carries it.

const BAD_NAMES: Array<[string, string, RegExp]> = [
  ['a line break', 'Ada\nLovelace', /must be one line: no line breaks, tabs or other control characters/],
  ['an escape sequence', '\u001b[31mAda', /must be one line/],
  ['a right-to-left override', 'Ada\u202eecalevoL', /invisible characters such as text-direction marks/],
  ['a directional isolate', '\u2067Ada', /invisible characters such as text-direction marks/],
  ['a right-to-left mark', 'Ada\u200f', /invisible characters such as text-direction marks/],
  ['a lone surrogate', 'Ada\ud83d', /broken character \(half of an emoji\)/],
];

const BAD_AVATARS = [
  'javascript:alert(document.cookie)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'http://img.test/ada.png',
  '"><script>alert(1)</script>',
  'https://img.test/"><script>alert(1)</script>',
];

describe('text from players and providers', () => {
  let fakes: FakeOAuthProviders;
  let server: TestServer;

  beforeAll(async () => {
    fakes = await startFakeOAuthProviders();
    server = await startTestServer({ env: fakeProviderEnv(fakes, ['google']) });
  });
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  async function signInLocally(username: string): Promise<BrowserAgent> {
    const agent = new BrowserAgent();
    const response = await agent.json(`${server.baseUrl}/auth/local`, { body: { username } });
    expect(response.status).toBe(200);
    return agent;
  }

  it.each(BAD_NAMES)(
    'refuses a player name with %s, saying what to fix',
    async (_case, playerName, message) => {
      const created = await rest<{ error: string }>(server.baseUrl, '/api/sessions/create', {
        body: { playerName },
      });
      expect(created.status).toBe(400);
      expect(created.body.error).toMatch(/A player name /);
      expect(created.body.error).toMatch(message);
    },
  );

  it.each(BAD_NAMES)(
    'refuses a username with %s, in POST /api/users and local sign-in',
    async (_case, name, message) => {
      const agent = await signInLocally('Text Tester');
      const updated = await agent.json<{ error: string }>(`${server.baseUrl}/api/users`, {
        body: { id: 'local:text-tester', username: name },
      });
      expect(updated.status).toBe(400);
      expect(updated.body.error).toMatch(/A username /);
      expect(updated.body.error).toMatch(message);

      const local = await new BrowserAgent().json<{ error: string }>(`${server.baseUrl}/auth/local`, {
        body: { username: name },
      });
      expect(local.status).toBe(400);
      expect(local.body.error).toMatch(message);
    },
  );

  it('takes only an https avatar (or none) in POST /api/users', async () => {
    const agent = await signInLocally('Avatar Tester');
    const url = `${server.baseUrl}/api/users`;
    for (const avatar of BAD_AVATARS) {
      const refused = await agent.json<{ error: string }>(url, {
        body: { id: 'local:avatar-tester', avatar },
      });
      expect({ avatar, status: refused.status }).toEqual({ avatar, status: 400 });
      expect(refused.body.error).toBe('avatar must be an https:// address of a picture, or empty for none.');
    }
    const safe = await agent.json<UserView>(url, {
      body: { id: 'local:avatar-tester', avatar: 'https://img.test/avatar.png' },
    });
    expect(safe.body.avatar).toBe('https://img.test/avatar.png');
    const cleared = await agent.json<UserView>(url, { body: { id: 'local:avatar-tester', avatar: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.avatar).toBeNull();
  });

  it.each(BAD_AVATARS)('signs in with a provider picture %j, keeping no picture', async (avatarUrl) => {
    const id = `g-avatar-${BAD_AVATARS.indexOf(avatarUrl)}`;
    fakes.setNextIdentity('google', { id, name: 'Pic Tester', email: `${id}@bluffle.test`, avatarUrl });
    const agent = new BrowserAgent();
    await agent.follow(`${server.baseUrl}/auth/google`);
    const me = await agent.json<MeResponse>(`${server.baseUrl}/api/users/me`);
    expect(me.body.user).toMatchObject({ id: `google:${id}`, username: 'Pic Tester', avatar: null });
  });

  it("cleans a provider's display name instead of failing the sign-in", async () => {
    const name = '\u202eAda\u200f Love\nlace\u2066';
    fakes.setNextIdentity('google', { id: 'g-bidi', name, email: 'bidi@bluffle.test' });
    const agent = new BrowserAgent();
    await agent.follow(`${server.baseUrl}/auth/google`);
    const me = await agent.json<MeResponse>(`${server.baseUrl}/api/users/me`);
    expect(me.body.user).toMatchObject({ id: 'google:g-bidi', username: 'Ada Love lace' });
  });
});
