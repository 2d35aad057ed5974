// The lobby room's sign-in check reads the session cookie the way express-session and passport do: against a
// real embedded store, a cookie signed with the right secret names the user, and anything else is a guest.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from 'cookie-signature';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { Store } from '../store/port';
import { SESSION_COOKIE_NAME } from './session-middleware';
import { signedInUserFromCookie } from './signed-in-user-from-cookie';

const SECRET = 'the-session-secret-of-this-test-0123456789';
const IN_AN_HOUR = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

/** The Cookie header a browser sends for session `sid`, signed as express-session signs it. */
function cookieFor(sid: string, secret = SECRET): string {
  return `theme=dark; ${SESSION_COOKIE_NAME}=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;
}

describe('signedInUserFromCookie', () => {
  let dataDir: string;
  let store: Store;
  const read = (cookie: string | null) => signedInUserFromCookie(cookie, { store, secret: SECRET });

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bluffle-cookie-'));
    store = openEmbeddedStore(dataDir);
    await store.users.upsert({
      id: 'local:ada',
      username: 'Ada',
      email: null,
      provider: 'local',
      avatar: null,
      roles: [],
    });
    await store.authSessions.set(
      'sid-ada',
      JSON.stringify({ passport: { user: 'local:ada' } }),
      IN_AN_HOUR(),
    );
    await store.authSessions.set('sid-anonymous', JSON.stringify({ oauthState: 'x' }), IN_AN_HOUR());
    await store.authSessions.set(
      'sid-gone',
      JSON.stringify({ passport: { user: 'local:deleted' } }),
      IN_AN_HOUR(),
    );
  });
  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the user of a signed session cookie', async () => {
    expect((await read(cookieFor('sid-ada')))?.id).toBe('local:ada');
  });

  it('treats every other cookie as a guest', async () => {
    expect(await read(null)).toBeNull();
    expect(await read('theme=dark')).toBeNull();
    // Signed with another secret, unsigned, or not URI-decodable.
    expect(await read(cookieFor('sid-ada', 'another-secret-entirely-0123456789'))).toBeNull();
    expect(await read(`${SESSION_COOKIE_NAME}=sid-ada`)).toBeNull();
    expect(await read(`${SESSION_COOKIE_NAME}=%E0%A4%A`)).toBeNull();
    // A session that is unknown, holds no sign-in, or names a user who no longer exists.
    expect(await read(cookieFor('sid-unknown'))).toBeNull();
    expect(await read(cookieFor('sid-anonymous'))).toBeNull();
    expect(await read(cookieFor('sid-gone'))).toBeNull();
  });

  it('refuses an expired session', async () => {
    await store.authSessions.set(
      'sid-old',
      JSON.stringify({ passport: { user: 'local:ada' } }),
      new Date(Date.now() - 1000).toISOString(),
    );
    expect(await read(cookieFor('sid-old'))).toBeNull();
  });
});
