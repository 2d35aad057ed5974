import { ServerError, type AuthContext, type Client } from '@colyseus/core';
import {
  ERROR_MESSAGES,
  lobbyJoinOptionsSchema,
  type LobbyJoinOptions,
  type LobbyUser,
} from '@bluffle/shared-schema';
import type { RateLimiter } from '../rate-limit/allowance-limiter';

/** Who a socket is: a signed-in player, or a watcher (a guest may only watch). */
export type SeatAuth = { isWatching: false; user: LobbyUser } | { isWatching: true; user: LobbyUser | null };
export type SeatClient = Client<{ auth: SeatAuth }>;

export interface SeatSignInDeps {
  /** The signed-in user behind a matchmaking request's Cookie header (null for a guest). */
  signedInUser(cookieHeader: string | null): Promise<LobbyUser | null>;
  /** New lobbies per account, one allowance with REST's create (http/rate-limit/play-rate-limits.ts). */
  newLobbies: RateLimiter;
}

/** The methods that may open a lobby, and so take from the account's allowance of new lobbies. */
const OPENING_METHODS: ReadonlySet<string | undefined> = new Set(['create', 'joinOrCreate']);

/** A create's or a join's options, or a 400 naming the first problem. */
export function parseJoinOptions(options: unknown, what: 'lobby' | 'join'): LobbyJoinOptions {
  const parsed = lobbyJoinOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    throw new ServerError(400, parsed.error.issues[0]?.message ?? `These ${what} options could not be read.`);
  }
  return parsed.data;
}

/** Whether join options ask to watch; unreadable options are onJoin's to refuse. */
export function asksToWatch(options: unknown): boolean {
  const parsed = lobbyJoinOptionsSchema.safeParse(options ?? {});
  return parsed.success && parsed.data.watch === true;
}

/** The matchmaking method of a request, from its URL (/matchmake/<method>/<room>). */
function matchmakeMethodOf(context: AuthContext): string | undefined {
  const request = context.req as { url?: string } | undefined;
  return /\/matchmake\/([^/]+)\//.exec(request?.url ?? '')?.[1];
}

/**
 * The room's onAuth. Joining and creating need a signed-in user, read from the session cookie; the product
 * words the two refusals differently. Colyseus asks before it opens a room, so a create past the account's
 * allowance of new lobbies opens none. Watching (`watch: true`) needs no sign-in, and only joins.
 */
export async function signInAtSeat(
  deps: SeatSignInDeps,
  options: unknown,
  context: AuthContext,
): Promise<SeatAuth> {
  const user = await deps.signedInUser(context.headers.get('cookie'));
  const method = matchmakeMethodOf(context);
  if (asksToWatch(options)) {
    // A watcher never opens a lobby, so never takes from the allowance of new ones.
    if (OPENING_METHODS.has(method)) {
      throw new ServerError(400, 'A watcher joins a lobby by its code: watching cannot open one.');
    }
    return { isWatching: true, user };
  }
  if (user === null) {
    const message = method === 'create' ? ERROR_MESSAGES.createLobbySignIn : ERROR_MESSAGES.joinLobbySignIn;
    throw new ServerError(401, message);
  }
  if (OPENING_METHODS.has(method)) {
    const decision = await deps.newLobbies.take(`user:${user.id}`);
    if (!decision.isAllowed) {
      throw new ServerError(
        429,
        `Too many new lobbies from you in a short time. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
      );
    }
  }
  return { isWatching: false, user };
}
