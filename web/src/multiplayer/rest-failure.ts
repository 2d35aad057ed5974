import {
  ERROR_CODES,
  LOBBY_MESSAGE_TYPES,
  type ErrorCode,
  type LobbyMessageType,
} from '@bluffle/shared-schema';
import { callFailureOf, refusalStatusOf } from '../api/failure-kind';
import type { OpenFailure, SeatEnding } from './lobby-connection';
import { openFailureOf } from './open-failure';

/** A failed REST open, read as every failed call is (api/failure-kind.ts, open-failure.ts). */
export function restOpenFailure(error: unknown): OpenFailure {
  return openFailureOf(callFailureOf(error));
}

/**
 * The readable part of a refused REST action, or null words (the caller falls back to the spec's text): only
 * a refusal has words worth showing; a fault of ours keeps its code (internal: not explained), nothing else.
 */
export function restRefusalMessage(error: unknown): { message: string | null; code: ErrorCode | null } {
  const failure = callFailureOf(error);
  switch (failure.kind) {
    case 'refused':
      return { message: failure.message === '' ? null : failure.message, code: failure.code };
    case 'our-fault':
      return { message: null, code: failure.code };
    case 'unreachable':
      return { message: null, code: null };
  }
}

/** Codes (besides kicked-from-lobby) that mean there is no seat to poll any more: polling would repeat them. */
const SEAT_GONE_CODES: ReadonlySet<ErrorCode> = new Set([ERROR_CODES.lobbyNotFound, ERROR_CODES.notInLobby]);

/**
 * Whether a failed poll ends the seat: null for a passing trouble (network, a 5xx) that the next poll may
 * get past, or how it ended. Matched on codes, never on message text (STYLE).
 */
export function pollFailureEnding(error: unknown): SeatEnding | null {
  const failure = callFailureOf(error);
  // The lobby closed as its server began to stop (a 503): the page says so, and to start or join a new one.
  if (failure.kind !== 'unreachable' && failure.code === ERROR_CODES.serverDraining) {
    return { kind: 'seat-ended', reason: 'server-restarting' };
  }
  // Only a refusal can end a seat: network trouble and other faults of ours pass.
  if (failure.kind !== 'refused') return null;
  // The same words a removed WebSocket player sees (room-leave-reason.ts), whatever the body said.
  if (failure.code === ERROR_CODES.kickedFromLobby) {
    return { kind: 'seat-ended', reason: 'kicked' };
  }
  if (
    (failure.code !== null && SEAT_GONE_CODES.has(failure.code)) ||
    refusalStatusOf(failure) === 'not-found'
  ) {
    return {
      kind: 'seat-refused',
      code: failure.code,
      message: failure.message === '' ? null : failure.message,
    };
  }
  return null;
}

/**
 * Whether a refused action ends the seat: only by the codes that say so. A bare 404 may be about something
 * else (a start refused for want of words is one), so it never ends a seat here; nor does a kick refused
 * because the player it names has gone (not-in-lobby, about them rather than us).
 */
export function actionFailureEnding(error: unknown, type: LobbyMessageType): SeatEnding | null {
  const failure = callFailureOf(error);
  if (failure.kind !== 'refused' || failure.code === null) return null;
  if (type === LOBBY_MESSAGE_TYPES.kick && failure.code === ERROR_CODES.notInLobby) return null;
  const endsSeat = failure.code === ERROR_CODES.kickedFromLobby || SEAT_GONE_CODES.has(failure.code);
  return endsSeat ? pollFailureEnding(error) : null;
}
