import { isLobbyGameUnderWay } from '@bluffle/shared-schema';
import type { LobbyState } from './lobby-store';

type LobbySeatState = Pick<LobbyState, 'view' | 'role' | 'lobby'>;

/**
 * A seated player's lobby game has just ended, or they have just left a lobby whose game had started: either
 * way the server counts that game into their stats (a watcher's calls count nowhere), so the page's copy of
 * those stats is out of date. Leaving counts too, since the server writes a game's stats a moment after it
 * ends, and a player who left during the game is counted when it ends.
 */
export function hasCountedLobbyGameEnded(previous: LobbySeatState, next: LobbySeatState): boolean {
  if (previous.role !== 'player' || previous.lobby === null) return false;
  const status = previous.lobby.status;
  const hasFinishedNow = status !== 'finished' && next.role === 'player' && next.lobby?.status === 'finished';
  const hasLeftAGame = next.view === 'closed' && (status === 'finished' || isLobbyGameUnderWay(status));
  return hasFinishedNow || hasLeftAGame;
}
