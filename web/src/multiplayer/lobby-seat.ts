import { refuseStart, type LobbyPlayerView } from '@bluffle/shared-schema';
import type { ServerErrorMessages } from '../i18n/catalogue/server-errors';
import { currentMessages } from '../state/use-messages';
import { actionFailureText, type LobbyMessages } from './lobby-failure-text';

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
  serverErrors: ServerErrorMessages = currentMessages().serverErrors,
): string | null {
  const refusal = refuseStart(players, ownPlayerId ?? '');
  if (refusal === null) return null;
  // Worded as the room's own refusal of a start would be (lobby-failure-text.ts).
  return actionFailureText({ type: 'start', ...refusal }, lobby, serverErrors);
}
