import { emptyPlayerStats, type PlayerStats, type SessionSummary } from '@bluffle/shared-schema';
import { createStore } from 'zustand/vanilla';
import { browserStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { loadStats, recordGameInStats } from './stats-storage';

/** The signed-in user's id, or null for a guest (sign-in arrives in a later issue). */
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
