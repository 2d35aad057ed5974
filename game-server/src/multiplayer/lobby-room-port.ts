import { ErrorCode, ServerError, matchMaker } from '@colyseus/core';
import { ERROR_CODES, ERROR_MESSAGES, LOBBY_ROOM_NAME, type PlayLanguage } from '@bluffle/shared-schema';
import type { PollHold } from './held-polls';
import type { LobbyRestCall, LobbyRestResult } from './lobby-rest-action';
import { HEARTBEAT_EVERY_MS, PRESENCE_TTL_MS } from './lobby-resume';
import { callRemoteRoom } from './remote-room-call';

/**
 * How much longer than a held poll's wait a room in another process may take to answer it before the call
 * gives up (any other call gets remote-room-call.ts's timeout, shorter than a long poll's wait).
 */
const HELD_POLL_MARGIN_MS = 2000;

/**
 * How services reach lobby rooms (: a small room port), so routes stay thin and a room in another
 * process is reached the same way as a local one.
 */
export interface LobbyRoomPort {
  /** Opens a lobby room and answers its code. */
  create(options: { language: PlayLanguage }): Promise<string>;
  /** Runs a REST player's call in the room with this code; a read with a hold is a long poll. */
  call(code: string, call: LobbyRestCall, hold?: PollHold): Promise<LobbyRestResult>;
  /** A long poll's client went away: the room drops the poll it holds (never fails). */
  release(code: string, holdId: string): Promise<void>;
}

/** What a lobby room answers REST calls with (lobby-room.ts); what remoteRoomCall calls by name. */
interface RestCallable {
  restCall(call: LobbyRestCall, hold?: PollHold): Promise<LobbyRestResult>;
}

/**
 * How long a call to a room whose process stopped answering waits for the lobby to be opened again elsewhere
 * (docs/architecture.md, How a lobby survives its process): the dead process's presence lapses, then another
 * process's next look for orphans claims it and lists the room under its own process. Past this, the call
 * fails as before.
 */
const MOVE_WAIT_MS = PRESENCE_TTL_MS + 2 * HEARTBEAT_EVERY_MS;
const MOVE_LOOK_EVERY_MS = 100;

/** Colyseus's failure of a call to a room in another process that never answered. */
function isUnanswered(error: unknown): boolean {
  return error instanceof ServerError && error.code === ErrorCode.MATCHMAKE_UNHANDLED;
}

/** Whether the room `code`, listed under `processId`, is listed under another process within MOVE_WAIT_MS. */
async function hasMoved(code: string, processId: string): Promise<boolean> {
  const giveUpAt = Date.now() + MOVE_WAIT_MS;
  while (Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, MOVE_LOOK_EVERY_MS));
    const listing = await matchMaker.getRoomById(code);
    if (listing !== undefined && listing.processId !== processId) return true;
  }
  return false;
}

const lobbyNotFound: LobbyRestResult = {
  ok: false,
  refusal: { code: ERROR_CODES.lobbyNotFound, message: ERROR_MESSAGES.lobbyNotFound },
};

const lobbyBusy: LobbyRestResult = {
  ok: false,
  refusal: { code: ERROR_CODES.lobbyBusy, message: ERROR_MESSAGES.lobbyBusy },
};

/** The port over Colyseus's matchmaker: local rooms directly, others through the presence (Redis). */
export const matchMakerLobbyPort: LobbyRoomPort = {
  async create(options) {
    const listing = await matchMaker.createRoom(LOBBY_ROOM_NAME, options);
    return listing.roomId;
  },
  call: (code, call, hold) => callRoom(code, call, hold, true),
  async release(code, holdId) {
    // A room that closed meanwhile answered its polls already; a failure leaves the poll to its deadline.
    await callRemoteRoom(code, 'releaseHeldPoll', [holdId]).catch(() => undefined);
  },
};

async function callRoom(
  code: string,
  call: LobbyRestCall,
  hold: PollHold | undefined,
  mayWaitForMove: boolean,
): Promise<LobbyRestResult> {
  // A room of this process is one map lookup away, and called directly: remoteRoomCall would copy the
  // call through JSON first, which only a call crossing processes needs. Otherwise the driver says whether
  // it exists anywhere: remoteRoomCall would wait 2 s before giving up on an unknown room (the local
  // driver's lookup scans every room, so it is not the first thing asked).
  const local = matchMaker.getLocalRoomById(code) as unknown as RestCallable | undefined;
  const listing = local === undefined ? await matchMaker.getRoomById(code) : undefined;
  if (local === undefined && listing === undefined) return lobbyNotFound;
  try {
    if (local !== undefined) return await local.restCall(call, hold);
    const args = hold === undefined ? [call] : [call, hold];
    const timeoutMs = hold === undefined ? undefined : hold.waitMs + HELD_POLL_MARGIN_MS;
    return await callRemoteRoom<LobbyRestResult>(code, 'restCall', args, timeoutMs);
  } catch (error) {
    // Its process died (no answer, and its listing may have been swept meanwhile): the call is answered by the
    // lobby resumed elsewhere rather than failing, so a poll finds the game as soon as it is back and an answer
    // counts there (a second one is refused). A room that closed in that instant is not found 5 s later.
    if (mayWaitForMove && listing !== undefined && isUnanswered(error)) {
      if (await hasMoved(code, listing.processId)) return callRoom(code, call, hold, false);
    }
    // The room closed between the lookup and the call (its last player left).
    if ((await matchMaker.getRoomById(code)) === undefined) return lobbyNotFound;
    // Still listed and its process never moved it: alive but slow (a loaded machine), not a fault of the call.
    // The player asks again (503, Retry-After) rather than meeting a 500.
    if (isUnanswered(error)) return lobbyBusy;
    throw error;
  }
}
