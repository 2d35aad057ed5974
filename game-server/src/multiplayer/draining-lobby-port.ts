import { ERROR_CODES } from '@bluffle/shared-schema';
import { LobbyRefusedError } from './lobby-refused-error';
import { LOBBY_CLOSED_FOR_RESTART, SERVER_DRAINING, type LobbyDrain } from './lobby-drain';
import type { LobbyRoomPort } from './lobby-room-port';

/**
 * The REST player's way into lobbies while the process drains (lobby-drain.ts): no new lobby, seat or watcher,
 * and a lobby closed for the restart says so instead of 'not found', to its held polls and to every later
 * call, so a polling page shows why its lobby went. Reads and commands of a game in play pass as ever.
 */
export function drainingLobbyPort(port: LobbyRoomPort, drain: LobbyDrain): LobbyRoomPort {
  return {
    create(options) {
      if (drain.isDraining) throw new LobbyRefusedError(SERVER_DRAINING);
      return port.create(options);
    },
    async call(code, call, hold) {
      if (drain.wasClosedForRestart(code)) return { ok: false, refusal: LOBBY_CLOSED_FOR_RESTART };
      if (drain.isDraining && (call.kind === 'join' || call.kind === 'watch')) {
        return { ok: false, refusal: SERVER_DRAINING };
      }
      const result = await port.call(code, call, hold);
      // A held poll answered as its room closed for the restart.
      if (
        !result.ok &&
        result.refusal.code === ERROR_CODES.lobbyNotFound &&
        drain.wasClosedForRestart(code)
      ) {
        return { ok: false, refusal: LOBBY_CLOSED_FOR_RESTART };
      }
      return result;
    },
    release: (code, holdId) => port.release(code, holdId),
  };
}
