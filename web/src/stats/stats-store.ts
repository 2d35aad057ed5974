import type { PlayerStats, SessionSummary } from '@bluffle/shared-schema';
import { createStore } from 'zustand/vanilla';
import { browserStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { hasServerGames, mergeServerStats } from './server-stats';
import {
  emptyLocalStats,
  loadStats,
  recordGameInStats,
  saveStats,
  statsOnShow,
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

const storage: KeyValueStorage = browserStorage('local');

const stateOf = (userId: string | null, local: LocalStats): StatsState => ({
  userId,
  local,
  stats: statsOnShow(local),
});

export const statsStore = createStore<StatsState>()(() => stateOf(null, emptyLocalStats()));

export function loadStatsFor(userId: string | null): void {
  statsStore.setState(stateOf(userId, loadStats(storage, userId)));
}

/** Folds a finished game's summary into this player's local stats (spec §4 End), in the tally of its judge. */
export function recordFinishedGame(
  summary: Pick<SessionSummary, 'score' | 'answers'>,
  judgedBy: JudgedBy,
): void {
  const { userId } = statsStore.getState();
  const game = {
    score: summary.score,
    answers: summary.answers.map(({ isReal, isCorrect, difficulty, timeSpent }) => ({
      isReal,
      isCorrect,
      difficulty,
      timeSpent,
    })),
  };
  statsStore.setState(stateOf(userId, recordGameInStats(storage, userId, game, judgedBy)));
}

/**
 * Puts the server's stats in place of this user's server-judged tally and keeps the result (spec §4
 * Authentication); games played offline stay on top. Ignored when another user's stats are on show by now
 * (a sign-out raced the request) or the server has no games.
 */
export function applyServerStats(userId: string, server: PlayerStats): void {
  const state = statsStore.getState();
  if (state.userId !== userId || !hasServerGames(server)) return;
  const local = mergeServerStats(state.local, server);
  saveStats(storage, userId, local);
  statsStore.setState(stateOf(userId, local));
}
