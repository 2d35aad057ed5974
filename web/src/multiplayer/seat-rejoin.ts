import { ERROR_CODES } from '@bluffle/shared-schema';
import type { OpenFailure, SeatEnding } from './lobby-connection';

// A live seat whose room went without the player leaving (its server died, or the connection could not come
// back over the same session): the page joins the same code again with the same account, which gives the
// seat back (the rules' seat(): an account's own seat always comes back). The room may be a new one, resumed
// by another process or by the server restarted, a few seconds later (docs/architecture.md, How a lobby
// survives its process), so the page keeps trying for a while, saying 'Reconnecting…'.

/**
 * The SDK's own tries to come back over the same session before the joins by code: about 5 s (0.2, 0.4, 0.8, 1.6,
 * 2 s), not its default 15 tries over about a minute. A room whose process died is never coming back at that
 * address; the join by code also gets the seat back from a live room within its window. `minUptime`: the SDK
 * skips auto-reconnect for rooms younger than this (its default is 5 s).
 */
export const SEAT_RECONNECTION = { minUptime: 1000, maxRetries: 5, maxDelay: 2000 } as const;

/** The waits before each join by code: about 15 s in all, past a resume on another process (a few seconds). */
export const REJOIN_DELAYS_MS: readonly number[] = [500, 1000, 1500, 2000, 2500, 3000, 4000];

/** Whether the seat ended by accident, so joining the code again may give it back. */
export function isSeatLostByAccident(ending: SeatEnding): boolean {
  return ending.kind === 'seat-ended' && (ending.reason === 'lost' || ending.reason === 'server-shutdown');
}

/**
 * Whether a failed join by code is worth another try: the server cannot be reached yet, the lobby is not
 * (yet) there again, or its process is stopping. Any other refusal (removed by the host, a game without
 * the seat) is final.
 */
export function isRejoinWorthRetrying(failure: OpenFailure): boolean {
  return (
    failure.isUnreachable ||
    failure.code === ERROR_CODES.lobbyNotFound ||
    failure.code === ERROR_CODES.serverDraining ||
    failure.code === null
  );
}
