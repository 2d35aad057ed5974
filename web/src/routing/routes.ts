import { sessionCodeSchema } from '@bluffle/shared-schema';
import { lobbyCodeFromQuery } from '../multiplayer/lobby-link';
import { watchCodeFromQuery } from '../multiplayer/watch-link';

// docs/product.md §2 Routes: /admin, /wordsmith and /subscription are their own pages; any other path shows the game,
// where `?challenge=CODE` opens the challenge landing, `?session=CODE` loads a shared session and
// `?lobby=CODE` (a lobby's share link) joins that lobby and `?watch=CODE` watches it. The subscription page reads its own query (the
// way back from Stripe, plans/payment-return.ts). Sign-in has its own address too, so Back
// leaves it: /sign-in?return=/wordsmith goes back to the page that asked once the player is signed in.
export const SIGN_IN_PATH = '/sign-in';
/** The player's stats view ( 'Progress that shows'): their last games charted. */
export const STATS_PATH = '/stats';

export type Route =
  | { kind: 'admin' }
  | { kind: 'sign-in'; returnTo: string }
  | { kind: 'wordsmith' }
  | { kind: 'subscription' }
  | { kind: 'stats' }
  | {
      kind: 'game';
      challengeCode: string | null;
      sharedSessionCode: string | null;
      /** A lobby share link's code, normalised as the join field would (root only, like the challenge). */
      lobbyCode: string | null;
      /** A watch link's code: the lobby opens as a watcher, no sign-in asked. */
      watchCode: string | null;
      /** A challenge or session value that cannot be a code: it is removed like a failed load (docs/product.md §8). */
      hasBadCode: boolean;
    };

export function parseRoute(pathname: string, search: string): Route {
  const segment = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (segment === 'admin') {
    return { kind: 'admin' };
  }
  if (segment === 'wordsmith') {
    return { kind: 'wordsmith' };
  }
  if (segment === 'subscription') {
    return { kind: 'subscription' };
  }
  if (segment === STATS_PATH.slice(1)) {
    return { kind: 'stats' };
  }
  if (segment === SIGN_IN_PATH.slice(1)) {
    return { kind: 'sign-in', returnTo: safeReturnPath(new URLSearchParams(search).get('return')) };
  }
  const query = new URLSearchParams(search);
  // The challenge link is the site origin plus the query (docs/product.md §9 Sharing), so it opens on the root only.
  const isRoot = segment === '';
  const rawChallenge = isRoot ? query.get('challenge') : null;
  const rawSession = query.get('session');
  const challengeCode = sessionCode(rawChallenge);
  const sharedSessionCode = sessionCode(rawSession);
  return {
    kind: 'game',
    challengeCode,
    sharedSessionCode,
    lobbyCode: isRoot ? lobbyCodeFromQuery(search) : null,
    watchCode: isRoot ? watchCodeFromQuery(search) : null,
    hasBadCode:
      (rawChallenge !== null && challengeCode === null) ||
      (rawSession !== null && sharedSessionCode === null),
  };
}

/** A code as the API takes it, or null when the query holds something that cannot be a session code. */
function sessionCode(raw: string | null): string | null {
  if (raw === null) {
    return null;
  }
  const parsed = sessionCodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * Where sign-in returns to: a path of this app only (one leading slash, never '//host' or a scheme), and
 * never the sign-in page itself; anything else is the menu.
 */
export function safeReturnPath(raw: string | null): string {
  if (raw === null || !/^\/(?![/\\])/.test(raw)) return '/';
  const pathname = raw.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return pathname.toLowerCase() === SIGN_IN_PATH ? '/' : pathname;
}

/** The sign-in page's address, remembering where to come back to. */
export function signInPathFor(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?return=${encodeURIComponent(path)}`;
}
