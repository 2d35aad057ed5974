import { joinRefusalCodeOf } from '@bluffle/shared-schema';
import { UNREACHABLE, type CallFailure } from '../api/failure-kind';
import type { OpenFailure } from './lobby-connection';
import { openFailureOf } from './open-failure';

// How a failed `client.create` / `client.joinById` of @colyseus/sdk reads (a MatchMakeError: message and a
// numeric code), as the same three kinds as a REST call (api/failure-kind.ts), so its words come from the
// same table (lobby-failure-text.ts). The SDK gives one error type for "the server said no" and "nothing got
// through", so the code tells them apart: only the second sends the player to the REST fallback.

/** WebSocket close codes (1000-1015): the socket failed or closed before the seat was taken. */
function isWebSocketCloseCode(code: number): boolean {
  return code >= 1000 && code <= 1015;
}

/**
 * HTTP answers from something in front of the game server rather than the room: no /matchmake route (a
 * static host or a dev proxy that does not forward it), or a proxy whose upstream is down.
 */
const NOT_THE_ROOM_STATUSES: ReadonlySet<number> = new Set([404, 502, 503, 504]);

/** Colyseus's own matchmaking codes (ErrorCode 520-526): its words ('room "X" is locked') are not ours. */
function isColyseusMatchmakeCode(code: number): boolean {
  return code >= 520 && code <= 526;
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.trim() : '';
}

/** The matchmaking failure as one of the three kinds of a failed call. */
export function matchmakeFailureOf(error: unknown): CallFailure {
  const code = codeOf(error);
  // A fetch that never reached a server has no numeric code (undefined in browsers, 'ECONNREFUSED' in Node).
  if (typeof code !== 'number' || !Number.isFinite(code)) return UNREACHABLE;
  if (isWebSocketCloseCode(code) || NOT_THE_ROOM_STATUSES.has(code)) return UNREACHABLE;
  // The library's own refusals ("room not found", "onAuth failed"): the room said no, in words not ours, so
  // the spec's default text shows (a refusal without words).
  if (isColyseusMatchmakeCode(code)) return { kind: 'refused', code: null, message: '', status: code };
  if (code >= 500 && code < 600) return { kind: 'our-fault', code: null };
  // The SDK carries no error code of ours: the room refuses each way with a status of its own.
  return { kind: 'refused', code: joinRefusalCodeOf(code), message: messageOf(error), status: code };
}

export function matchmakeOpenFailure(error: unknown): OpenFailure {
  return openFailureOf(matchmakeFailureOf(error));
}
