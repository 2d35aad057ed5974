import { applyGameToStats, type PlayerStats, type SessionSummary } from '@bluffle/shared-schema';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { browserStorage } from '../storage/key-value-storage';
import { hasServerGames, mergeServerStats } from './server-stats';
import {
  emptyLocalStats,
  migrateStats,
  readLocalStats,
  statsKey,
  statsOnShow,
  statsPersistStorage,
  STATS_STORE_VERSION,
  type JudgedBy,
  type LocalStats,
} from './stats-storage';

/** The stats on show: the signed-in user's id (their storage key), or null for a guest. */
export interface StatsState {
  userId: string | null;
  /** The two tallies kept for this player. */
  local: LocalStats;
  /** What the player sees: both tallies added up. */
  stats: PlayerStats;
}

const stateOf = (userId: string | null, local: LocalStats): StatsState => ({
  userId,
  local,
  stats: statsOnShow(local),
});

/**
 * Kept by zustand's persist under one key per user (docs/product.md §9), so each change is saved as it is made and an
 * older record is migrated by persist's `version` and `migrate`. Nothing is read until loadStatsFor says
 * whose stats to show.
 */
export const statsStore = createStore<StatsState>()(
  persist(() => stateOf(null, emptyLocalStats()), {
    name: statsKey(null),
    version: STATS_STORE_VERSION,
    storage: statsPersistStorage(browserStorage('local')),
    partialize: (state): LocalStats => state.local,
    migrate: (stored, version) => migrateStats(stored, version),
    skipHydration: true,
  }),
);

/** Reads this user's stats under their key; a player who never played starts at zero. */
export function loadStatsFor(userId: string | null): void {
  statsStore.persist.setOptions({
    name: statsKey(userId),
    // With no record, persist merges `undefined`: the previous player's tallies must not carry over.
    merge: (stored) => stateOf(userId, stored === undefined ? emptyLocalStats() : readLocalStats(stored)),
  });
  // The storage answers at once, so the stats are on show when this returns.
  void statsStore.persist.rehydrate();
}

/** Folds a finished game's summary into this player's local stats (docs/product.md §4 End), in the tally of its judge. */
export function recordFinishedGame(
  summary: Pick<SessionSummary, 'score' | 'answers'>,
  judgedBy: JudgedBy,
): void {
  const { userId } = statsStore.getState();
  // Another tab may have saved a game since: add to what is stored, not to what this tab last read.
  loadStatsFor(userId);
  const game = {
    score: summary.score,
    answers: summary.answers.map(({ isReal, isCorrect, difficulty, timeSpent }) => ({
      isReal,
      isCorrect,
      difficulty,
      timeSpent,
    })),
  };
  const { local } = statsStore.getState();
  const next: LocalStats =
    judgedBy === 'offline'
      ? { ...local, offline: applyGameToStats(local.offline, game) }
      : { ...local, serverJudged: applyGameToStats(local.serverJudged, game) };
  statsStore.setState(stateOf(userId, next));
}

/**
 * Puts the server's stats in place of this user's server-judged tally and keeps the result (docs/product.md §4
 * Authentication); games played offline stay on top. Ignored when another user's stats are on show by now
 * (a sign-out raced the request) or the server has no games.
 */
export function applyServerStats(userId: string, server: PlayerStats): void {
  const state = statsStore.getState();
  if (state.userId !== userId || !hasServerGames(server)) return;
  statsStore.setState(stateOf(userId, mergeServerStats(state.local, server)));
}
