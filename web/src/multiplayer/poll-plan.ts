import type { LobbyStatus, MultiplayerGameView } from '@bluffle/shared-schema';

// docs/product.md §9 Multiplayer: a polled lobby is read every 2 s, a started game every 1 s, the game again 100 ms
// after an answer, and the next round requested after the 3 s results pause. Only the REST fallback polls.
export const LOBBY_POLL_MS = 2000;
export const GAME_POLL_MS = 1000;
export const ANSWER_REFETCH_MS = 100;
export const ROUND_RESULTS_MS = 3000;
/**
 * A long poll's wait: the server holds a poll whose view is current until the lobby changes or
 * this ends, and caps it below its 10 s silence limit (8 s). The plain intervals above stand while the
 * server does not hold (an older server, or a poll with no ETag yet).
 */
export const LONG_POLL_WAIT_SECONDS = 8;

/**
 * When the next poll goes: at once after one the server held (or the first of a view, which had no ETag
 * to wait on), else after the spec's interval.
 */
export function nextPollDelayMs(
  status: LobbyStatus,
  poll: { isWaitApplied: boolean; wasFirst: boolean },
): number {
  return poll.isWaitApplied || poll.wasFirst ? 0 : pollIntervalMs(status);
}

export type PollResource = 'lobby' | 'game';

/** A gathering lobby is read as a Lobby; once started, as the game state (docs/product.md §4 'Once started'). */
export function pollResourceOf(status: LobbyStatus): PollResource {
  return status === 'waiting' ? 'lobby' : 'game';
}

export function pollIntervalMs(status: LobbyStatus): number {
  return pollResourceOf(status) === 'lobby' ? LOBBY_POLL_MS : GAME_POLL_MS;
}

/**
 * docs/product.md §4: after the round's results, 'the next round is requested if the current round is below the
 * total'. Once a round: `requestedForRound` is the last round already asked about.
 */
export function shouldRequestNextRound(game: MultiplayerGameView | null, requestedForRound: number): boolean {
  return (
    game !== null &&
    game.gameStatus === 'round-results' &&
    game.currentRound < game.totalRounds &&
    game.currentRound > requestedForRound
  );
}
