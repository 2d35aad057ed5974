import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { OpenFailure } from './lobby-connection';

/**
 * A failed REST call as the lobby sees it: status 0 means the API never answered; a 5xx answer is our fault,
 * not something the player can act on, so it shows the spec's default text instead of the server's words.
 */
export function restOpenFailure(error: unknown): OpenFailure {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { isUnreachable: true, message: null };
  }
  return { isUnreachable: false, message: error.status >= 500 ? null : error.message };
}

/** The readable part of a refused REST action, or null (the caller falls back to the spec's text). */
export function restRefusalMessage(error: unknown): { message: string | null; code: ErrorCode | null } {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { message: null, code: error instanceof ApiError ? error.code : null };
  }
  return { message: error.message, code: error.code };
}

/** Codes (besides kicked-from-lobby) that mean there is no seat to poll any more: polling would repeat them. */
const SEAT_GONE_CODES: ReadonlySet<ErrorCode> = new Set([ERROR_CODES.lobbyNotFound, ERROR_CODES.notInLobby]);

/** A seat missing from a read that succeeded; a player the host removed is refused the read instead. */
export const SEAT_GONE_TEXT =
  'You are no longer in this lobby: the connection was gone for too long, or you left it in another tab.';

/**
 * Whether a failed poll ends the seat: null for a passing trouble (network, a 5xx) that the next poll may
 * get past, or the message to leave the lobby view with. Matched on codes, never on message text (STYLE).
 */
export function pollFailureEnding(error: unknown): string | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  // The same words a removed WebSocket player sees (room-leave-reason.ts), whatever the body said.
  if (error.code === ERROR_CODES.kickedFromLobby) {
    return ERROR_MESSAGES.kickedFromLobby;
  }
  if ((error.code !== null && SEAT_GONE_CODES.has(error.code)) || error.status === 404) {
    return error.message || SEAT_GONE_TEXT;
  }
  return null;
}

/**
 * Whether a refused action ends the seat: only by the codes that say so. A bare 404 may be about something
 * else (a start refused for want of words is one), so it never ends a seat here.
 */
export function actionFailureEnding(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  const endsSeat = error.code === ERROR_CODES.kickedFromLobby || SEAT_GONE_CODES.has(error.code);
  return endsSeat ? pollFailureEnding(error) : null;
}
