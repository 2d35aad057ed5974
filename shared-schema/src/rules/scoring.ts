import type { ScoreState } from './round/session-views';
import { ROUNDS_PER_GAME } from '../constants';

/** A game's score before its first round. */
export function initialScore(): ScoreState {
  return { correct: 0, incorrect: 0, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 };
}

/** Streak bonus (docs/product.md §9): +1, +2, +3 for streaks of 3, 4, 5; a longer streak keeps the +3. */
export function streakBonus(streak: number): number {
  if (streak < 3) {
    return 0;
  }
  return Math.min(streak - 2, 3);
}

/** Points for one fully correct round: 1, +1 if fast, plus the streak bonus of the streak it makes. */
export function pointsForCorrectRound(isFast: boolean, newStreak: number): number {
  return 1 + (isFast ? 1 : 0) + streakBonus(newStreak);
}

export interface RoundOutcome {
  isCorrect: boolean;
  isFast: boolean;
}

export interface AppliedRound {
  score: ScoreState;
  pointsEarned: number;
  streakBonus: number;
}

/** Folds one round into the score (docs/product.md §4 Follow-up correct / First answer wrong / Timeout). */
export function applyRound(score: ScoreState, round: RoundOutcome): AppliedRound {
  if (!round.isCorrect) {
    // A wrong round earns nothing and is never fast, whatever the clock said (docs/product.md §4 First answer wrong).
    return {
      score: { ...score, incorrect: score.incorrect + 1, streak: 0 },
      pointsEarned: 0,
      streakBonus: 0,
    };
  }
  const streak = score.streak + 1;
  const bonus = streakBonus(streak);
  const pointsEarned = pointsForCorrectRound(round.isFast, streak);
  return {
    score: {
      correct: score.correct + 1,
      incorrect: score.incorrect,
      fastAnswers: score.fastAnswers + (round.isFast ? 1 : 0),
      streak,
      bestStreak: Math.max(score.bestStreak, streak),
      totalScore: score.totalScore + pointsEarned,
    },
    pointsEarned,
    streakBonus: bonus,
  };
}

/** The best possible game: every round correct and fast (docs/product.md §9 'Maximum score shown: 16'). */
export function maxScoreFor(rounds: number): number {
  let total = 0;
  for (let streak = 1; streak <= rounds; streak += 1) {
    total += pointsForCorrectRound(true, streak);
  }
  return total;
}

export const MAX_SCORE = maxScoreFor(ROUNDS_PER_GAME);
