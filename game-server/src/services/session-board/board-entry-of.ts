import type { BoardEntryRecord } from '../../domain/board-entry';
import type { GameSessionRecord } from '../../domain/session';

/**
 * A completed counted attempt as the challenge board shows it: its name, score, time and date,
 * never its answers, on the board `boardKey` names (board-key.ts). Null for a session the board leaves out:
 * practice (a replay of known words proves nothing), or one with no set of words or no completion yet.
 */
export function boardEntryOf(session: GameSessionRecord, boardKey: string): BoardEntryRecord | null {
  if (session.isPractice || session.wordSetKey === null || session.completedAt === null) return null;
  return {
    wordSetKey: boardKey,
    sessionCode: session.code,
    playerName: session.playerName,
    score: session.score.totalScore,
    totalTimeMs: session.answers.reduce((total, answer) => total + answer.timeSpent, 0),
    isRelaxed: session.isRelaxed,
    completedAt: session.completedAt,
  };
}
