/** What the standings need to know of a player at the end of a game. */
export interface StandingEntry {
  score: number;
  /** The sum of their answer times over the game, in milliseconds (a timeout counts as the whole round). */
  totalAnswerTimeMs: number;
  seatedAt: number;
}

export type RankedStanding<T extends StandingEntry> = T & { rank: number };

/** Better first: the higher score, then the faster total answer time; 0 when they played equally well. */
function comparePlay(first: StandingEntry, second: StandingEntry): number {
  return second.score - first.score || first.totalAnswerTimeMs - second.totalAnswerTimeMs;
}

/** Best first, and whoever sat down first among equals, so the list's order is always the same. */
export function compareStandings(first: StandingEntry, second: StandingEntry): number {
  return comparePlay(first, second) || first.seatedAt - second.seatedAt;
}

/**
 * Final standings (docs/product.md §2 final standings): a new list, best first; the input is untouched.
 * Players who played equally well (same score, same total time) share a rank, and the next rank skips
 * (1, 1, 3): the seat order lists them, it does not rank them.
 */
export function rankStandings<T extends StandingEntry>(players: readonly T[]): RankedStanding<T>[] {
  const sorted = [...players].sort(compareStandings);
  return sorted.map((player) => {
    const firstEqual = sorted.findIndex((other) => comparePlay(other, player) === 0);
    return { ...player, rank: firstEqual + 1 };
  });
}
