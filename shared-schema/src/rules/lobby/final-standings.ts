/** What the standings need to know of a player at the end of a game. */
export interface StandingEntry {
  score: number;
  /** The sum of their answer times over the game, in milliseconds (a timeout counts as the whole round). */
  totalAnswerTimeMs: number;
  seatedAt: number;
}

export type RankedStanding<T extends StandingEntry> = T & { rank: number };

/** Best first: the higher score, then the faster total answer time, then whoever sat down first. */
export function compareStandings(first: StandingEntry, second: StandingEntry): number {
  return (
    second.score - first.score ||
    first.totalAnswerTimeMs - second.totalAnswerTimeMs ||
    first.seatedAt - second.seatedAt
  );
}

/** Final standings (spec §2 final standings; issue 6): a new list ranked 1, 2, 3…; the input is untouched. */
export function rankStandings<T extends StandingEntry>(players: readonly T[]): RankedStanding<T>[] {
  return [...players].sort(compareStandings).map((player, index) => ({ ...player, rank: index + 1 }));
}
