import type { GameSessionRecord } from '../domain/session';
import { countCustomSessionPlay } from './custom-sessions/count-custom-session-play';
import type { StatsRecorder } from './player-stats';
import { recordBoardEntry } from './session-board/record-board-entry';
import type { ServiceDeps } from './service-deps';

/**
 * A finished game, completed on the server (docs/design.md decision 15): the same record whether its last round was
 * answered, timed out by the server, or completed by POST complete; its summary is final from here.
 */
export function asCompleted(session: GameSessionRecord, nowMs: number): GameSessionRecord {
  return { ...session, status: 'completed', completedAt: new Date(nowMs).toISOString() };
}

/**
 * What a completed game counts for, called once by whoever stored the completion (the optimistic version
 * lets only one call win): the player's stats, a custom session's plays and the set's challenge board. The played games, the daily
 * five and the challenge results read the completed session itself.
 */
export async function countCompletedGame(
  deps: ServiceDeps,
  completed: GameSessionRecord,
  recordStats: StatsRecorder,
): Promise<void> {
  const sessionCode = completed.code;
  // Stats rise exactly once per session (docs/design.md decision 4), and never for practice: a replay of known words
  // must not pay (decision 11). A failed stats write is logged; the game itself is complete either way.
  if (!completed.isPractice) {
    try {
      await recordStats(completed);
    } catch (error) {
      deps.logger.error({ err: error, sessionCode }, 'recording player stats failed');
    }
  }
  // A challenge on a wordsmith's custom session counts as one of its plays; like stats, never for practice,
  // and a failed count is logged without failing the game.
  if (!completed.isPractice && completed.duplicatedFrom !== null) {
    try {
      await countCustomSessionPlay(deps.store, completed);
    } catch (error) {
      deps.logger.error({ err: error, sessionCode }, 'counting a custom session play failed');
    }
  }
  // The challenge board, for counted attempts only; a daily five's game and the challenges on it
  // have a board of their own (board-key.ts). A failed write is logged like the rest.
  try {
    await recordBoardEntry(deps.store, completed);
  } catch (error) {
    deps.logger.error({ err: error, sessionCode }, 'recording a board entry failed');
  }
  deps.logger.info(
    { sessionCode, totalScore: completed.score.totalScore, isPractice: completed.isPractice },
    'session completed',
  );
}
