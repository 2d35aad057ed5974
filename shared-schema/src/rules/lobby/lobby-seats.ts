import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import { MAX_LOBBY_PLAYERS } from '../../constants';
import type { LobbyRefusal } from './lobby-refusal';

/** What the seat rules need to know of a seated player. */
export interface SeatedPlayer {
  userId: string;
}

/**
 * Whether `userId` may sit down (docs/product.md §9 'max 4 players'). Someone already seated takes their own seat back
 * (a reconnect, a second tab), so a full lobby does not lock its own players out. Null when they may.
 */
export function refuseSeat(seated: readonly SeatedPlayer[], userId: string): LobbyRefusal | null {
  if (seated.some((player) => player.userId === userId)) {
    return null;
  }
  if (seated.length >= MAX_LOBBY_PLAYERS) {
    return { code: ERROR_CODES.lobbyFull, message: ERROR_MESSAGES.lobbyFull };
  }
  return null;
}
