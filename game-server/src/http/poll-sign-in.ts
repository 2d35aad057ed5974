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

/** Who a cookie signs in: the user, null for nobody, a promise when the store has to be read. */
export type RememberedUser = SignedInUser | null | Promise<SignedInUser | null>;

/** The session cookies read lately and who they signed in: `userOf` answers at once while it remembers. */
export interface RememberedSignIn {
  userOf(sessionCookie: string): RememberedUser;
}

/**
 * Who is signed in, for a lobby's per-round calls only (the polls, GET /api/multiplayer/lobby|game, every
 * REST player makes one a second, docs/product.md §9; and the answers). The full chain (express-session and
 * passport) read the session and the user from the store on every poll, most of a poll's cost in `npm run bots`. A
 * poll reads the same signed cookie the same way (auth/signed-in-user-from-cookie.ts) and remembers the
 * answer for a few seconds; it never changes the session, so nothing needs writing back. The poll lane
 * (poll-lane.ts) asks it directly; `pollSignIn` is the same for Express.
 */
export function rememberedSignIn(deps: {
  readUser: (sessionCookie: string) => Promise<SignedInUser | null>;
  clock: Clock;
}): RememberedSignIn {
  const remembered = new Map<string, Remembered>();
  return {
    userOf(sessionCookie) {
      const nowMs = deps.clock.now();
      const known = remembered.get(sessionCookie);
      if (known !== undefined && nowMs - known.readAtMs < POLL_SIGN_IN_TTL_MS) return known.user;
      return deps.readUser(sessionCookie).then((user) => {
        if (remembered.size >= MAX_REMEMBERED_COOKIES) remembered.clear();
        remembered.set(sessionCookie, { user, readAtMs: nowMs });
        return user;
      });
    },
  };
}

/** The remembered sign-in as middleware, for the calls `isPoll` names; any other request goes through the full chain. */
export function pollSignIn(
  signIn: RememberedSignIn,
  isPoll: (method: string, path: string) => boolean,
): RequestHandler {
  return (request, _response, next) => {
    const cookie = sessionCookieValue(request.headers.cookie);
    if (cookie === undefined || !isPoll(request.method, request.path)) {
      next();
      return;
    }
    const user = signIn.userOf(cookie);
    if (!(user instanceof Promise)) {
      if (user !== null) request.user = user;
      next();
      return;
    }
    user.then((read) => {
      if (read !== null) request.user = read;
      next();
    }, next);
  };
}
