import type { ScoreState } from '../round/session-views';
import { isFastAnswer } from '../fast-answer';
import { judgePhaseOne } from '../judging';
import { applyRound, type AppliedRound } from '../scoring';

/** One player's REAL/FAKE answer to a round, timed by the server from the round's start. */
export interface LobbyAnswer {
  /** Null when time ran out before they answered. */
  answer: boolean | null;
  answerTimeMs: number;
}

export interface ScoredLobbyAnswer extends AppliedRound {
  isCorrect: boolean;
  isFast: boolean;
}

/**
 * Folds a multiplayer answer into the player's score (docs/design.md (gaps closed): phase one only, the solo rules: 1 per
 * correct answer, +1 fast, streak bonus). The room keeps each player's ScoreState for the streak; the synced
 * state shows only its totalScore. `allowanceMs` is the network grace the server adds to the fast limit.
 */
export function scoreLobbyAnswer(
  score: ScoreState,
  answer: LobbyAnswer,
  isReal: boolean,
  allowanceMs = 0,
): ScoredLobbyAnswer {
  const isCorrect = judgePhaseOne(isReal, answer.answer);
  // A wrong answer or a timeout is never fast (docs/product.md §4 First answer wrong).
  const isFast = isCorrect && isFastAnswer(answer.answerTimeMs, allowanceMs);
  return { ...applyRound(score, { isCorrect, isFast }), isCorrect, isFast };
}
