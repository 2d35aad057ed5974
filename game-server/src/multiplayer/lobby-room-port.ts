import { matchMaker } from '@colyseus/core';
import { ERROR_CODES, ERROR_MESSAGES, LOBBY_ROOM_NAME, type PlayLanguage } from '@bluffle/shared-schema';
import type { LobbyRestCall, LobbyRestResult } from './lobby-rest-action';

/**
 * How services reach lobby rooms (issue 6: a small room port), so routes stay thin and a room in another
 * process is reached the same way as a local one.
 */
export interface LobbyRoomPort {
  /** Opens a lobby room and answers its code. */
  create(options: { language: PlayLanguage }): Promise<string>;
  /** Runs a REST player's call in the room with this code. */
  call(code: string, call: LobbyRestCall): Promise<LobbyRestResult>;
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
  async call(code, call) {
    // A room of this process is one map lookup away. Otherwise the driver says whether it exists anywhere:
    // remoteRoomCall would wait 2 s before giving up on an unknown room (the local driver's lookup scans
    // every room, so it is not the first thing asked).
    const isLocal = matchMaker.getLocalRoomById(code) !== undefined;
    if (!isLocal && (await matchMaker.getRoomById(code)) === undefined) return lobbyNotFound;
    try {
      return await matchMaker.remoteRoomCall(code, 'restCall', [call]);
    } catch (error) {
      // The room closed between the lookup and the call (its last player left).
      if ((await matchMaker.getRoomById(code)) === undefined) return lobbyNotFound;
      throw error;
    }
  },
};
