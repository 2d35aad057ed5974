import type { PlayerStats } from '@bluffle/shared-schema';
import { readPlayerStats, type LocalStats } from './stats-storage';

/**
 * The local tallies after loading the server's stats (docs/product.md §4 Authentication: 'on sign-in they are loaded
 * from the server when it has them'; docs/design.md decision 4: the server's stats are the real ones). The server's
 * numbers replace the server-judged tally; the games judged offline stay on top of them, since the server
 * never saw them (docs/design.md decision 3).
 */
export function mergeServerStats(local: LocalStats, server: PlayerStats): LocalStats {
  // Read like a stored record: a field an older server leaves out is 0 rather than undefined.
  return { serverJudged: readPlayerStats({ ...server }), offline: local.offline };
}

/** A server that has never seen a game of this user has nothing to say: the local stats stay. */
export function hasServerGames(server: PlayerStats): boolean {
  return server.totalGamesPlayed > 0;
}
