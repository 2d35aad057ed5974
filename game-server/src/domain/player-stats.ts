// The game's own record of a signed-in player's stats (docs/design.md decision 4): services own this type; the store
// port speaks in it.
import {
  emptyPlayerStats,
  pickPlayerStats,
  withDerivedStats,
  type PlayerStats,
} from '@bluffle/shared-schema';

/** The shared stats shape (rules/stats.ts), whose they are, when they last changed, and their version. */
export interface PlayerStatsRecord extends PlayerStats {
  userId: string;
  updatedAt: string;
  /** Optimistic concurrency: a save names the version it read; 0 before the player's first save. */
  version: number;
}

/**
 * Stats as every driver hands them back: the stored counters are the truth, and the derived fields (level,
 * averages, precisions) are the shared rule's from them, whatever copy of them was stored. So a change of
 * the rule reaches every player, and a document that lacks a field (saved before it existed) reads as 0.
 */
export function statsFromCounters(stored: Partial<PlayerStats>): PlayerStats {
  return withDerivedStats(pickPlayerStats({ ...emptyPlayerStats(), ...stored }));
}
