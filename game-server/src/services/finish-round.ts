import { FEEDBACK_DELAY_MS, applyRound, type SubmitAnswerResponse } from '@bluffle/shared-schema';
import type { CurrentRoundRecord, GameSessionRecord, SessionAnswerRecord } from '../domain/session';
import type { StoredWord } from '../store/port';
import { openRound } from './rounds';
import { revealWord } from './word-reveal';

export interface RoundVerdict {
  isCorrect: boolean;
  isFast: boolean;
  isTimeout: boolean;
  playerAnswer: boolean | null;
  followupAnswer: string | null;
  /** Milliseconds from the round's opening to its last answer, by the server's clock. */
  timeSpent: number;
}

/**
 * Closes a round: folds the verdict into the score (rules/scoring), records the answer, and opens the next
 * round FEEDBACK_DELAY_MS later, when the client's feedback panel is gone (spec §4 'next round after 2 s').
 */
export function finishRound(
  session: GameSessionRecord,
  round: CurrentRoundRecord,
  word: StoredWord,
  verdict: RoundVerdict,
  nowMs: number,
): { session: GameSessionRecord; response: SubmitAnswerResponse } {
  // A wrong round is never fast, whatever the clock said (spec §4 First answer wrong).
  const isFast = verdict.isCorrect && verdict.isFast;
  const applied = applyRound(session.score, { isCorrect: verdict.isCorrect, isFast });
  const answer: SessionAnswerRecord = {
    roundNumber: round.roundNumber,
    wordId: word.id,
    word: word.word,
    playerAnswer: verdict.playerAnswer,
    followupAnswer: verdict.followupAnswer,
    isCorrect: verdict.isCorrect,
    isFast,
    timeSpent: verdict.timeSpent,
    pointsEarned: applied.pointsEarned,
  };
  const isGameOver = round.roundNumber >= session.totalRounds;
  const nextRound: CurrentRoundRecord = isGameOver
    ? { ...round, stage: 'over' }
    : openRound(round.roundNumber + 1, nowMs + FEEDBACK_DELAY_MS);
  return {
    session: {
      ...session,
      score: applied.score,
      answers: [...session.answers, answer],
      currentRound: nextRound,
    },
    response: {
      stage: 'round-over',
      roundNumber: round.roundNumber,
      isCorrect: verdict.isCorrect,
      isFast,
      isTimeout: verdict.isTimeout,
      pointsEarned: applied.pointsEarned,
      streakBonus: applied.streakBonus,
      reveal: revealWord(word),
      score: applied.score,
      isGameOver,
    },
  };
}
