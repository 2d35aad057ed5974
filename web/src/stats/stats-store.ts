import {
  emptyPlayerStats,
  type PlayerStats,
  type SessionSummary,
  type UserStatsView,
} from '@bluffle/shared-schema';
import { createStore } from 'zustand/vanilla';
import { browserStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { hasServerGames, mergeServerStats } from './server-stats';
import { loadStats, recordGameInStats, saveStats } from './stats-storage';

/** The stats on show: the signed-in user's id (their storage key), or null for a guest. */
export interface StatsState {
  userId: string | null;
  stats: PlayerStats;
}

const storage: KeyValueStorage = browserStorage('local');

export const statsStore = createStore<StatsState>()(() => ({ userId: null, stats: emptyPlayerStats() }));

export function loadStatsFor(userId: string | null): void {
  statsStore.setState({ userId, stats: loadStats(storage, userId) });
}

/** Folds a finished game's summary into this player's local stats (spec §4 End). */
export function recordFinishedGame(summary: SessionSummary): void {
  const { userId } = statsStore.getState();
  const stats = recordGameInStats(storage, userId, {
    score: summary.score,
    answers: summary.answers.map(({ isReal, isCorrect, difficulty }) => ({ isReal, isCorrect, difficulty })),
  });
  statsStore.setState({ stats });
}

/**
 * Lays the server's stats over this user's local ones and keeps the result (spec §4 Authentication). Ignored
 * when another user's stats are on show by now (a sign-out raced the request) or the server has no games.
 */
export function applyServerStats(userId: string, server: UserStatsView): void {
  const state = statsStore.getState();
  if (state.userId !== userId || !hasServerGames(server)) return;
  const stats = mergeServerStats(state.stats, server);
  saveStats(storage, userId, stats);
  statsStore.setState({ stats });
}
