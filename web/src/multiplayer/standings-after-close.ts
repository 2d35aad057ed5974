import type { MultiplayerGameView } from '@bluffle/shared-schema';
import type { SeatEndReason, SeatEnding } from './lobby-connection';

/**
 * Endings that say the server went away, not that anything was wrong with the lobby: a draining stop closes a
 * finished lobby once its players have had a while to read it, and its limit or a plain stop ends it anyway.
 */
const SERVER_GONE: ReadonlySet<SeatEndReason> = new Set(['server-restarting', 'server-shutdown']);

/**
 * Whether a room that closed leaves its final standings on show: its game had finished and the server went
 * away. The results are still true, so the page keeps them with a quiet note rather than an error over the
 * join-or-create view.
 */
export function keepsStandingsAfter(
  ending: SeatEnding,
  game: Pick<MultiplayerGameView, 'gameStatus'> | null,
): boolean {
  return game?.gameStatus === 'finished' && ending.kind === 'seat-ended' && SERVER_GONE.has(ending.reason);
}
