import type { Room } from '@colyseus/sdk';
import {
  LOBBY_SERVER_MESSAGE_TYPES,
  liveGameViewOf,
  type LobbyErrorMessage,
  type LobbySnapshot,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';
import { waitForRoomState } from '../../scripts/bench/wait-for-room-state';

/**
 * What a lobby test's WebSocket client (a player, lobby-players.ts, or a watcher, lobby-watchers.ts) reads of
 * its room: the synced state as a game view, waited on patch by patch, and the errors the room sent it.
 */
export abstract class RoomMirror {
  readonly errors: LobbyErrorMessage[] = [];

  protected constructor(readonly room: Room) {
    room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.error, (message: LobbyErrorMessage) =>
      this.errors.push(message),
    );
  }

  get snapshot(): LobbySnapshot {
    return this.room.state.toJSON() as LobbySnapshot;
  }

  get game(): MultiplayerGameView {
    return liveGameViewOf(this.snapshot);
  }

  /** Resolves once the synced state satisfies `isDone` (checked now and after every patch). */
  waitFor(isDone: (game: MultiplayerGameView) => boolean, timeoutMs = 10_000): Promise<MultiplayerGameView> {
    return waitForRoomState(
      this.room,
      () => this.game,
      isDone,
      timeoutMs,
      () => `state never matched; last: ${JSON.stringify(this.game)}`,
    );
  }
}
