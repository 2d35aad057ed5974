import {
  isLobbyGameUnderWay,
  type GamePlayerView,
  type LobbyView,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';
import type { LobbyMessages } from './lobby-failure-text';
import type { LobbyState } from './lobby-store';

/** What the modal shows (docs/product.md §2 Multiplayer modal): join-or-create, lobby, round, round results, standings. */
export type LobbyScreen =
  'closed' | 'choose' | 'waiting' | 'loading' | 'round' | 'round-results' | 'standings' | 'ended';

/** The same for a player and a watcher: a watcher sees each phase as the players do. */
export function lobbyScreenOf(state: Pick<LobbyState, 'view' | 'lobby' | 'game'>): LobbyScreen {
  if (state.view === 'closed') return 'closed';
  // The room sent a watcher away: why, and the way back to the menu.
  if (state.view === 'ended') return 'ended';
  // The room closed after its game as the server went away: the final standings stay.
  if (state.view === 'closed-after-game') return state.game === null ? 'choose' : 'standings';
  if (state.view !== 'seated' || state.lobby === null) return state.view === 'seated' ? 'loading' : 'choose';
  const status = state.lobby.status;
  if (status === 'waiting') return 'waiting';
  // A polled lobby says the game started a moment before the game state itself arrives.
  if (state.game === null || state.game.gameStatus !== status) return 'loading';
  if (status === 'playing') return 'round';
  if (status === 'round-results') return 'round-results';
  return 'standings';
}

/**
 * Whether leaving now would cost the player something: a game under way, whose seat and score
 * are only kept for the reconnection window. The waiting lobby and the standings cost nothing to leave.
 */
export function isLeavingCostly(lobby: Pick<LobbyView, 'status'> | null): boolean {
  return lobby !== null && isLobbyGameUnderWay(lobby.status);
}

/** The REAL/FAKE buttons lock once this player answered the round, by our lock or by the room's word. */
export function isAnswerLocked(
  state: Pick<LobbyState, 'answerLock'>,
  game: Pick<MultiplayerGameView, 'currentRound' | 'gameStatus'>,
  ownPlayer: Pick<GamePlayerView, 'hasAnswered'> | null,
): boolean {
  if (game.gameStatus !== 'playing') return true;
  return state.answerLock?.roundNumber === game.currentRound || ownPlayer?.hasAnswered === true;
}

/** A sentence for the screen reader's live region when the screen changes (spec: status changes heard). */
export function screenAnnouncement(
  screen: LobbyScreen,
  game: MultiplayerGameView | null,
  lobby: LobbyMessages,
  isHost: boolean,
  isWatcher = false,
): string {
  const round = game ? lobby.roundOf({ round: game.currentRound, total: game.totalRounds }) : '';
  switch (screen) {
    case 'waiting':
      if (isWatcher) return lobby.announce.watching;
      // The host is the one who starts: 'waiting for the host' would be about themselves.
      return isHost ? lobby.announce.inLobbyAsHost : lobby.announce.inLobby;
    case 'round':
      return lobby.announce.roundStarted({ round });
    case 'round-results':
      return lobby.announce.roundResults({ round });
    case 'standings':
      return lobby.announce.gameOver;
    default:
      return '';
  }
}
