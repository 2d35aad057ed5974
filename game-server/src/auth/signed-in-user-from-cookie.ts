import { unsign } from 'cookie-signature';
import type { UserRecord } from '../domain/user';
import type { Store } from '../store/port';
import { SESSION_COOKIE_NAME } from './session-middleware';

/** express-session marks a signed cookie value with this prefix. */
const SIGNED_PREFIX = 's:';

/**
 * The signed-in user behind a Cookie header, read the way express-session and passport read it: the signed
 * session id, the stored session, the user id passport put in it, the user record. Colyseus's matchmaking
 * runs outside Express, so the lobby room authenticates a WebSocket player with this. Null for a guest, a
 * forged or expired cookie, or a deleted user.
 */
export function signedInUserFromCookie(
  cookieHeader: string | null | undefined,
  deps: SessionReadDeps,
): Promise<UserRecord | null> {
  const value = sessionCookieValue(cookieHeader);
  return value === undefined ? Promise.resolve(null) : userOfSessionCookie(value, deps);
}

interface SessionReadDeps {
  store: Pick<Store, 'authSessions' | 'users'>;
  secret: string;
}

/** The signed-in user behind the session cookie's value (as sessionCookieValue gives it), or null. */
export async function userOfSessionCookie(value: string, deps: SessionReadDeps): Promise<UserRecord | null> {
  if (!value.startsWith(SIGNED_PREFIX)) return null;
  const sid = unsign(value.slice(SIGNED_PREFIX.length), deps.secret);
  if (sid === false) return null;
  const session = await deps.store.authSessions.get(sid);
  if (session === null) return null;
  const userId = passportUserIdOf(session.data);
  return userId === null ? null : deps.store.users.findById(userId);
}

function passportUserIdOf(sessionData: string): string | null {
  try {
    const data = JSON.parse(sessionData) as { passport?: { user?: unknown } };
    return typeof data.passport?.user === 'string' ? data.passport.user : null;
  } catch {
    return null;
  }
}

/** The session cookie's value in a Cookie header (`a=1; b=2`), URI-decoded as express-session's parser does. */
export function sessionCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader?.includes(`${SESSION_COOKIE_NAME}=`)) return undefined;
  const name = SESSION_COOKIE_NAME;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
