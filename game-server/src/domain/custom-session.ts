// A wordsmith's custom session (docs/product.md §3 Session) and what its plays add up to. The store port speaks in
// these types; it does not define them.

/** A wordsmith's five-word session, shared by code. */
export interface CustomSessionRecord {
  id: string;
  sessionCode: string;
  userId: string;
  playerName: string;
  wordIds: string[];
  /** Completed plays of the session. */
  timesPlayed: number;
  /** Phase-one calls made in those plays (timeouts are none), and how many of them were wrong. */
  calls: number;
  fooled: number;
  createdAt: string;
}

/** What one completed play of a custom session adds to its counts. */
export interface CustomSessionPlay {
  calls: number;
  fooled: number;
}
