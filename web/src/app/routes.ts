import { sessionCodeSchema } from '@bluffle/shared-schema';
import { lobbyCodeFromQuery } from '../multiplayer/lobby-link';

// spec §2 Routes: /admin, /wordsmith and /subscription are their own pages; any other path shows the game,
// where `?challenge=CODE` opens the challenge landing, `?session=CODE` loads a shared session and
// `?lobby=CODE` (a lobby's share link) joins that lobby. The subscription page reads its own query (the
// way back from Stripe, plans/payment-return.ts).
export type Route =
  | { kind: 'admin' }
  | { kind: 'wordsmith' }
  | { kind: 'subscription' }
  | {
      kind: 'game';
      challengeCode: string | null;
      sharedSessionCode: string | null;
      /** A lobby share link's code, normalised as the join field would (root only, like the challenge). */
      lobbyCode: string | null;
      /** A challenge or session value that cannot be a code: it is removed like a failed load (spec §8). */
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
  const query = new URLSearchParams(search);
  // The challenge link is the site origin plus the query (spec §9 Sharing), so it opens on the root only.
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
