import {
  ERROR_CODES,
  LOBBY_MESSAGE_TYPES,
  type ErrorCode,
  type LobbyMessageType,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { OpenFailure, SeatEnding } from './lobby-connection';

/**
 * A failed REST call as the lobby sees it: status 0 means the API never answered; a 5xx answer is our fault,
 * not something the player can act on, so it shows the spec's default text instead of the server's words.
 */
export function restOpenFailure(error: unknown): OpenFailure {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { isUnreachable: true, code: null, message: null };
  }
  if (error.status >= 500) return { isUnreachable: false, code: null, message: null };
  return { isUnreachable: false, code: error.code, message: error.message };
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

/**
 * Whether a failed poll ends the seat: null for a passing trouble (network, a 5xx) that the next poll may
 * get past, or how it ended. Matched on codes, never on message text (STYLE).
 */
export function pollFailureEnding(error: unknown): SeatEnding | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  // The same words a removed WebSocket player sees (room-leave-reason.ts), whatever the body said.
  if (error.code === ERROR_CODES.kickedFromLobby) {
    return { kind: 'seat-ended', reason: 'kicked' };
  }
  if ((error.code !== null && SEAT_GONE_CODES.has(error.code)) || error.status === 404) {
    return { kind: 'seat-refused', code: error.code, message: error.message || null };
  }
  return null;
}

/**
 * Whether a refused action ends the seat: only by the codes that say so. A bare 404 may be about something
 * else (a start refused for want of words is one), so it never ends a seat here; nor does a kick refused
 * because the player it names has gone (not-in-lobby, about them rather than us).
 */
export function actionFailureEnding(error: unknown, type: LobbyMessageType): SeatEnding | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  if (type === LOBBY_MESSAGE_TYPES.kick && error.code === ERROR_CODES.notInLobby) return null;
  const endsSeat = error.code === ERROR_CODES.kickedFromLobby || SEAT_GONE_CODES.has(error.code);
  return endsSeat ? pollFailureEnding(error) : null;
}
