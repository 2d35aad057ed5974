import type { RequestHandler } from 'express';
import '../auth/express-user';
import type { Clock } from '../clock';
import type { SignedInUser } from '../domain/user';
import { sessionCookieValue } from '../auth/signed-in-user-from-cookie';

/** How long a lobby call trusts what it read of a session cookie: a sign-out reaches these calls within this. */
export const POLL_SIGN_IN_TTL_MS = 5000;
/** Cookies remembered; past this the memory starts afresh (a few extra reads). */
const MAX_REMEMBERED_COOKIES = 20_000;

interface Remembered {
  user: SignedInUser | null;
  readAtMs: number;
}

/**
 * Who is signed in, for a lobby's per-round calls only (the polls, GET /api/multiplayer/lobby|game, every
 * REST player makes one a second, docs/product.md §9; and the answers). The full chain (express-session, passport, a rolling cookie) read the session and the
 * user from the store and wrote the cookie back on every poll, most of a poll's cost in `npm run bots`. A
 * poll reads the same signed cookie the same way (auth/signed-in-user-from-cookie.ts) and remembers the
 * answer for a few seconds; it never changes the session, so nothing needs writing back. Any other request
 * goes through the full chain.
 */
export function pollSignIn(deps: {
  isPoll: (method: string, path: string) => boolean;
  readUser: (sessionCookie: string) => Promise<SignedInUser | null>;
  clock: Clock;
}): RequestHandler {
  const remembered = new Map<string, Remembered>();
  return (request, _response, next) => {
    const cookie = sessionCookieValue(request.headers.cookie);
    if (cookie === undefined || !deps.isPoll(request.method, request.path)) {
      next();
      return;
    }
    const nowMs = deps.clock.now();
    const known = remembered.get(cookie);
    if (known !== undefined && nowMs - known.readAtMs < POLL_SIGN_IN_TTL_MS) {
      if (known.user !== null) request.user = known.user;
      next();
      return;
    }
    deps.readUser(cookie).then((user) => {
      if (remembered.size >= MAX_REMEMBERED_COOKIES) remembered.clear();
      remembered.set(cookie, { user, readAtMs: nowMs });
      if (user !== null) request.user = user;
      next();
    }, next);
  };
}
