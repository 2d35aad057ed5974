import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import type { LobbyRefusal } from './lobby-refusal';
import type { LobbyStatus } from './lobby-status';

/** What only the host may do beyond starting (beyond the spec), worded for the refusal. */
export const HOST_ACTIONS = {
  language: 'change the language',
  roundTime: 'change the round time',
  kick: 'remove a player',
  rematch: 'start a rematch',
  private: 'change who may watch',
} as const;
export type HostAction = keyof typeof HOST_ACTIONS;

/** The player asking, as these rules see them: undefined when they have no seat in the lobby. */
export interface Requester {
  userId: string;
  isHost: boolean;
}

/**
 * Whether `requester` may take a host action now, read top to bottom. Null when they may. The language
 * and the round time are picked while the lobby gathers; a rematch follows a finished game; a kick and
 * making the lobby private may come at any time.
 */
export function refuseHostAction(
  requester: Requester | undefined,
  action: HostAction,
  status: LobbyStatus,
): LobbyRefusal | null {
  // Seated players only, and of them only the host.
  if (requester === undefined) return { code: ERROR_CODES.notInLobby, message: ERROR_MESSAGES.notInLobby };
  if (!requester.isHost)
    return { code: ERROR_CODES.notHost, message: `Only the host can ${HOST_ACTIONS[action]}.` };
  if ((action === 'language' || action === 'roundTime') && status !== 'waiting') return gameStarted();
  if (action === 'rematch' && status !== 'finished') {
    return { code: ERROR_CODES.gameInProgress, message: 'A rematch can start once this game is finished.' };
  }
  return null;
}

/** Whether the host may remove `target` (a seated player's user id, or undefined for a stranger). */
export function refuseKickTarget(hostUserId: string, targetUserId: string | undefined): LobbyRefusal | null {
  if (targetUserId === undefined) {
    return { code: ERROR_CODES.notInLobby, message: 'That player is not in this lobby.' };
  }
  if (targetUserId === hostUserId) {
    return { code: ERROR_CODES.badRequest, message: 'You cannot remove yourself: leave instead.' };
  }
  return null;
}

/** The refusal for ready, language or round time changes once the lobby has left its gathering. */
export function gameStarted(): LobbyRefusal {
  return { code: ERROR_CODES.gameInProgress, message: 'The game has already started.' };
}
