// The challenge board: one entry per counted attempt at a set of words, written when the attempt
// completes, so a board is read from its own index and never by joining sessions. The store port speaks in
// these types; it does not define them.

/** An identity's first counted attempt at a set of words, as the board shows it (never its answers). */
export interface BoardEntryRecord {
  /** The set of words played (session.ts: sorted ids, hashed): a challenge's original and copies share it. */
  wordSetKey: string;
  sessionCode: string;
  playerName: string;
  score: number;
  /** Milliseconds over all rounds, by the judge's clock: the tie-break after the score. */
  totalTimeMs: number;
  isRelaxed: boolean;
  /** ISO 8601. */
  completedAt: string;
}

/** A page of a set's board, best first: score high to low, then time, then who completed first. */
export interface BoardPageQuery {
  wordSetKey: string;
  limit: number;
  offset: number;
}

export interface BoardPage {
  entries: BoardEntryRecord[];
  /** Every entry of the set. */
  total: number;
}
