// The game's own record of a signed-in player's stats (DESIGN decision 4): services own this type; the store
// port speaks in it.
import type { PlayerStats } from '@bluffle/shared-schema';

/** The shared stats shape (rules/stats.ts), whose they are, when they last changed, and their version. */
export interface PlayerStatsRecord extends PlayerStats {
  userId: string;
  updatedAt: string;
  /** Optimistic concurrency: a save names the version it read; 0 before the player's first save. */
  version: number;
}
