import { ERROR_CODES, type ErrorCode } from '../../errors';

// Colyseus matchmaking carries a refused seat back as a status and a message only, and clients match codes,
// never words (docs/design.md decision 9). So each way the room can refuse a seat over a WebSocket join has a
// status of its own, and the client reads the code back from it (: Colyseus join refusals carry the
// same codes as REST). REST joins answer with the code in the body as always.

const JOIN_REFUSAL_STATUSES = [
  [ERROR_CODES.unauthorized, 401],
  [ERROR_CODES.kickedFromLobby, 403],
  [ERROR_CODES.lobbyFull, 409],
  // 423 Locked: the lobby is closed to newcomers until its game ends.
  [ERROR_CODES.gameInProgress, 423],
  // 410 Gone: the host made the lobby private, so it is gone for watchers.
  [ERROR_CODES.lobbyPrivate, 410],
] as const satisfies readonly (readonly [ErrorCode, number])[];

/** The status a WebSocket join is refused with for `code`; null when the code has none of its own. */
export function joinRefusalStatus(code: ErrorCode): number | null {
  return JOIN_REFUSAL_STATUSES.find(([known]) => known === code)?.[1] ?? null;
}

/** The refusal's code, read back from the status a WebSocket join was refused with. */
export function joinRefusalCodeOf(status: number): ErrorCode | null {
  return JOIN_REFUSAL_STATUSES.find(([, known]) => known === status)?.[0] ?? null;
}
