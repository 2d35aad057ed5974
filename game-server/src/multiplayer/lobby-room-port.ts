import { matchMaker } from '@colyseus/core';
import { ERROR_CODES, ERROR_MESSAGES, LOBBY_ROOM_NAME, type PlayLanguage } from '@bluffle/shared-schema';
import type { PollHold } from './held-polls';
import type { LobbyRestCall, LobbyRestResult } from './lobby-rest-action';

/**
 * How much longer than a held poll's wait a room in another process may take to answer it before the call
 * gives up (Colyseus's default for any remote call is 2 s, shorter than a long poll's wait).
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

const lobbyNotFound: LobbyRestResult = {
  ok: false,
  refusal: { code: ERROR_CODES.lobbyNotFound, message: ERROR_MESSAGES.lobbyNotFound },
};

/** The port over Colyseus's matchmaker: local rooms directly, others through the presence (Redis). */
export const matchMakerLobbyPort: LobbyRoomPort = {
  async create(options) {
    const listing = await matchMaker.createRoom(LOBBY_ROOM_NAME, options);
    return listing.roomId;
  },
  async call(code, call, hold) {
    // A room of this process is one map lookup away, and called directly: remoteRoomCall would copy the
    // call through JSON first, which only a call crossing processes needs. Otherwise the driver says whether
    // it exists anywhere: remoteRoomCall would wait 2 s before giving up on an unknown room (the local
    // driver's lookup scans every room, so it is not the first thing asked).
    const local = matchMaker.getLocalRoomById(code) as unknown as RestCallable | undefined;
    if (local === undefined && (await matchMaker.getRoomById(code)) === undefined) return lobbyNotFound;
    try {
      if (local !== undefined) return await local.restCall(call, hold);
      const args = hold === undefined ? [call] : [call, hold];
      const timeoutMs = hold === undefined ? undefined : hold.waitMs + HELD_POLL_MARGIN_MS;
      return await matchMaker.remoteRoomCall(code, 'restCall', args, timeoutMs);
    } catch (error) {
      // The room closed between the lookup and the call (its last player left).
      if ((await matchMaker.getRoomById(code)) === undefined) return lobbyNotFound;
      throw error;
    }
  },
  async release(code, holdId) {
    // A room that closed meanwhile answered its polls already; a failure leaves the poll to its deadline.
    await matchMaker.remoteRoomCall(code, 'releaseHeldPoll', [holdId]).catch(() => undefined);
  },
};
