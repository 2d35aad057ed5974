import { CloseCode, type Client } from '@colyseus/core';
import {
  ERROR_MESSAGES,
  LOBBY_MESSAGE_TYPES,
  LOBBY_SERVER_MESSAGE_TYPES,
  isLobbyGameInPlay,
  type LobbyCommand,
  type LobbyGame,
  type LobbyRuling,
} from '@bluffle/shared-schema';
import { SERVER_DRAINING, type DrainableLobby } from './lobby-drain';

/** The commands that begin a game: refused while the process drains, since it would not be let finish. */
const GAME_OPENERS: ReadonlySet<LobbyCommand['type']> = new Set([
  LOBBY_MESSAGE_TYPES.start,
  LOBBY_MESSAGE_TYPES.rematch,
]);

/** A start or a rematch on a draining process, refused before the rules see it; null for anything else. */
export function refuseGameWhileDraining(
  command: LobbyCommand,
  isDraining: boolean,
): LobbyRuling<unknown> | null {
  return isDraining && GAME_OPENERS.has(command.type) ? { isRefused: true, refusal: SERVER_DRAINING } : null;
}

/** What a lobby room shows the drain (lobby-drain.ts). */
export interface DrainingRoom {
  readonly roomId: string;
  readonly clients: Iterable<Client>;
  /** The lobby as it stands now (read each time: the room replaces it at every change). */
  currentGame(): LobbyGame;
  disconnect(closeCode?: number): Promise<unknown>;
}

/**
 * The room as the drain sees it. Closing tells every socket why first, so the page can say the server is
 * restarting (and, after a finished game, keep its standings on show); REST pollers hear it from the port
 * (draining-lobby-port.ts).
 */
export function drainableLobbyOf(room: DrainingRoom): DrainableLobby {
  return {
    code: room.roomId,
    isGameInPlay: () => isLobbyGameInPlay(room.currentGame()),
    isGameFinished: () => room.currentGame().status === 'finished',
    // A dropped socket or a silent REST player is marked dropped: only a live seat still reads the standings.
    hasPlayersConnected: () => room.currentGame().seats.some((seat) => seat.droppedAtMs === null),
    closeForRestart: () => {
      for (const client of room.clients) {
        client.send(LOBBY_SERVER_MESSAGE_TYPES.serverRestarting, {
          message: ERROR_MESSAGES.lobbyClosedForRestart,
        });
      }
      // The same close as a shutdown's: no reconnection window is opened for a room that is going.
      void room.disconnect(CloseCode.SERVER_SHUTDOWN);
    },
  };
}
