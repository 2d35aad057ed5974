import { refuseStart, type LobbyPlayerView } from '@bluffle/shared-schema';
import { refusalText, type LobbyMessages } from './lobby-failure-text';

/** The signed-in player's own seat: the room seats accounts, so their user id finds it. */
export function ownPlayerOf<Player extends Pick<LobbyPlayerView, 'userId'>>(
  players: readonly Player[],
  userId: string | null,
): Player | null {
  if (userId === null) return null;
  return players.find((player) => player.userId === userId) ?? null;
}

/**
 * Why the host's Start button is disabled, in the spec's words (§5 Start lobby), or null when it may start.
 * The same rule the room applies, so the button and the room never disagree.
 */
export function startBlockedReason(
  players: readonly LobbyPlayerView[],
  ownPlayerId: string | null,
  lobby: LobbyMessages,
): string | null {
  const refusal = refuseStart(players, ownPlayerId ?? '');
  if (refusal === null) return null;
  return refusalText(refusal.code, 'start', lobby) ?? refusal.message;
}
