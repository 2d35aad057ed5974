import type { LobbyView, MultiplayerGameView, RoundRevealView } from '@bluffle/shared-schema';

// The audience's part of a room (The audience) as the views carry it: whether the host closed the
// lobby to watchers, how many watch, the crowd's split of a round and its accuracy over the game.

export interface AudienceFigures {
  isPrivate: boolean;
  watcherCount: number;
  /** The game's totals over the rounds judged so far: the audience's accuracy is correct / calls. */
  audienceCorrect: number;
  audienceCalls: number;
}

/** One round's crowd (set at round results): how many called, and how many of them said REAL. */
export type CrowdSplit = Pick<RoundRevealView, 'audienceCalls' | 'audienceSaidReal'>;

/**
 * The lobby's audience figures. The game view is the newer one when there is one (a polled lobby's view is
 * not fetched during a game) and the only one with the game's totals.
 */
export function audienceOf(
  lobby: LobbyView | null,
  game: MultiplayerGameView | null = null,
): AudienceFigures {
  if (game !== null) {
    const { isPrivate, watcherCount, audienceCorrect, audienceCalls } = game;
    return { isPrivate, watcherCount, audienceCorrect, audienceCalls };
  }
  return {
    isPrivate: lobby?.isPrivate ?? false,
    watcherCount: lobby?.watcherCount ?? 0,
    audienceCorrect: 0,
    audienceCalls: 0,
  };
}

/** This round's crowd split, or null while there is no reveal (the round is still open). */
export function crowdSplitOf(reveal: RoundRevealView | null): CrowdSplit | null {
  if (reveal === null) return null;
  const { audienceCalls, audienceSaidReal } = reveal;
  return { audienceCalls, audienceSaidReal: Math.min(audienceSaidReal, audienceCalls) };
}
