import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Clock } from '../clock';
import type { Store } from '../store/port';
import { AuthSessionStore } from './session-store';

export const SESSION_COOKIE_NAME = 'bluffle.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

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

/**
 * Sign-in sessions in an httpOnly cookie backed by the store (they survive a restart and are shared by
 * every process on the same database). Rolling: each answer moves the expiry, so an active player stays
 * signed in; a guest gets no cookie at all (saveUninitialized false).
 */
export function sessionMiddleware(deps: {
  store: Pick<Store, 'authSessions'>;
  secret: string;
  isProduction: boolean;
  clock?: Clock;
}): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: deps.secret,
    store: new AuthSessionStore(deps.store.authSessions, {
      clock: deps.clock,
      defaultTtlMs: SESSION_MAX_AGE_MS,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(deps.isProduction), maxAge: SESSION_MAX_AGE_MS },
  });
}
