import session from 'express-session';
import type { RequestHandler } from 'express';
import { systemClock, type Clock } from '../clock';
import type { Store } from '../store/port';
import { AuthSessionStore } from './session-store';

export const SESSION_COOKIE_NAME = 'bluffle.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * A signed-in cookie is sent again, with a full lifetime, on the first answer after it has aged this much.
 * Not on every answer: an answer that re-sends the cookie names the session its request started with, so
 * an answer that left before a sign-in replaced that session and arrived after it would put the replaced
 * (destroyed) session back in the browser, and the player would find themselves signed out.
 */
export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** The cookie's attributes; logout clears the cookie with the same ones, or the browser would keep it. */
export function sessionCookieOptions(isProduction: boolean) {
  return {
    path: '/',
    httpOnly: true,
    // Lax, not Strict: the provider's redirect back to /auth/{provider}/callback is a cross-site top-level
    // navigation, and Strict would drop the cookie that holds the OAuth state (docs/design.md decision 5).
    sameSite: 'lax' as const,
    secure: isProduction,
  };
}

/** What passport keeps in a signed-in session. */
interface SignedInSessionData {
  passport?: { user?: unknown };
  renewedAt?: number;
}

/**
 * Marks a signed-in session whose cookie has aged SESSION_RENEW_AFTER_MS as changed, which makes
 * express-session save it and send its cookie with a fresh expiry. Guests' sessions are left alone: a
 * change would save them, and a guest gets no cookie.
 */
function renewAgedSession(clock: Clock): RequestHandler {
  return (request, _response, next) => {
    const current = request.session as (typeof request.session & SignedInSessionData) | undefined;
    const expires = current?.cookie.expires;
    if (current?.passport?.user !== undefined && expires instanceof Date) {
      const nowMs = clock.now();
      if (SESSION_MAX_AGE_MS - (expires.getTime() - nowMs) >= SESSION_RENEW_AFTER_MS)
        current.renewedAt = nowMs;
    }
    next();
  };
}

/**
 * Sign-in sessions in an httpOnly cookie backed by the store (they survive a restart and are shared by
 * every process on the same database). An active player stays signed in: their cookie is renewed once a
 * day (SESSION_RENEW_AFTER_MS says why not on every answer); a guest gets no cookie at all
 * (saveUninitialized false).
 */
export function sessionMiddleware(deps: {
  store: Pick<Store, 'authSessions'>;
  secret: string;
  isProduction: boolean;
  clock?: Clock;
}): RequestHandler {
  const readSession = session({
    name: SESSION_COOKIE_NAME,
    secret: deps.secret,
    store: new AuthSessionStore(deps.store.authSessions, {
      clock: deps.clock,
      defaultTtlMs: SESSION_MAX_AGE_MS,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { ...sessionCookieOptions(deps.isProduction), maxAge: SESSION_MAX_AGE_MS },
  });
  const renew = renewAgedSession(deps.clock ?? systemClock);
  return (request, response, next) =>
    readSession(request, response, (error?: unknown) =>
      error ? next(error) : renew(request, response, next),
    );
}
