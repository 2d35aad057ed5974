import type { LobbyEffect } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import type { LobbyRoomDeps } from './lobby-room-deps';
import { closeSeatSocket, endWatching, type RoomSockets } from './socket-notices';

/** What carrying out the rules' effects needs of a lobby's room. */
export interface LobbyEffectPorts {
  /** The room's sockets as they are when an effect is carried out. */
  sockets(): RoomSockets;
  deps: Pick<LobbyRoomDeps, 'recordWordCall' | 'recordGame'>;
  wakeAt(atMs: number): void;
  /**
   * Runs `write` once the lobby's save that holds what it records is durable: a resumed lobby then never
   * counts a word call or a game twice (a kill -9 in between loses the record instead).
   */
  afterSaved(write: () => void): void;
  close(): void;
  logError(error: unknown, what: string): void;
}

/**
 * Does what the rules asked for beside the lobby they returned: sockets closed, calls and games written, the
 * clock woken, the room closed. The writes are not awaited: the game goes on while the store writes, and a
 * failed write is logged, never a reason to stop a lobby. A word draw is the room's own (runCommand waits for it).
 */
export function carryOutLobbyEffect(effect: LobbyEffect<StoredWord>, ports: LobbyEffectPorts): void {
  switch (effect.type) {
    case 'close-socket':
      return closeSeatSocket(ports.sockets(), effect.sessionId, effect.reason);
    case 'end-watching':
      return endWatching(ports.sockets(), effect.sessionIds, effect.reason);
    case 'record-word-call':
      return ports.afterSaved(() => {
        ports.deps
          .recordWordCall(effect.word, effect.userId, effect.calledReal)
          .catch((error: unknown) => ports.logError(error, 'counting a word call'));
      });
    case 'record-game':
      return ports.afterSaved(() => {
        ports.deps
          .recordGame(effect.game)
          .catch((error: unknown) => ports.logError(error, 'saving lobby stats'));
      });
    case 'wake-at':
      return ports.wakeAt(effect.atMs);
    case 'close-lobby':
      return ports.close();
    case 'draw-words':
      return;
  }
}
