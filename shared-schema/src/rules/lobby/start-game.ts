import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import { MIN_LOBBY_PLAYERS_TO_START } from '../../constants';
import type { LobbyRefusal } from './lobby-refusal';

/** What the start rule needs to know of a seated player. */
export interface StartingPlayer {
  id: string;
  isHost: boolean;
  isReady: boolean;
}

/** The host counts as ready whatever their flag says (docs/product.md §5 'Hosts count as ready'). */
export function countsAsReady(player: StartingPlayer): boolean {
  return player.isHost || player.isReady;
}

/**
 * Whether `requesterId` may start the game (docs/product.md §5 Start lobby, §6 'Only the lobby host can start'), the
 * checks in the spec's order; the first that fails is the refusal. Null when the game may start.
 */
export function refuseStart(players: readonly StartingPlayer[], requesterId: string): LobbyRefusal | null {
  // Only the host starts, so a guest cannot cut the host's wait short.
  const requester = players.find((player) => player.id === requesterId);
  if (requester === undefined || !requester.isHost) {
    return { code: ERROR_CODES.notHost, message: ERROR_MESSAGES.notHost };
  }
  // A game of one is solo, which has its own screen.
  if (players.length < MIN_LOBBY_PLAYERS_TO_START) {
    return { code: ERROR_CODES.notEnoughPlayers, message: ERROR_MESSAGES.notEnoughPlayers };
  }
  // Nobody is dragged into round 1 before they said they were ready.
  if (!players.every(countsAsReady)) {
    return { code: ERROR_CODES.playersNotReady, message: ERROR_MESSAGES.playersNotReady };
  }
  return null;
}
