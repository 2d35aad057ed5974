import { isRightCall, type RoundFlags } from './round-ending';
import { applyRound, initialScore } from './scoring';

/**
 * Where one round's points came from (docs/product.md §9 Score): 1 for a fully right answer (the call and its
 * follow-up), +1 if it was fast, plus the streak bonus of the streak it made. A right call whose follow-up
 * was missed earns nothing: a point needs both answers right.
 */
export interface RoundPoints {
  /** The real-or-bluff call was right (in time or late: the call the player made). */
  isRightCall: boolean;
  /** 1 when the call and the follow-up were both right, else 0. */
  forAnswer: number;
  forFast: number;
  forStreak: number;
  /** The streak this round made (0 after a miss): what its streak bonus is for. */
  streak: number;
  total: number;
}

/** The round as the judge answered it: right, fast, and the streak bonus and streak it made. */
export interface JudgedRound {
  isCorrect: boolean;
  isFast: boolean;
  streakBonus: number;
  streak: number;
  isRightCall: boolean;
}

/** One judged round's points by source; a wrong round is never fast and has no streak bonus (docs/product.md §4). */
export function roundPointsOf(round: JudgedRound): RoundPoints {
  if (!round.isCorrect) {
    return { isRightCall: round.isRightCall, forAnswer: 0, forFast: 0, forStreak: 0, streak: 0, total: 0 };
  }
  const forFast = round.isFast ? 1 : 0;
  return {
    isRightCall: true,
    forAnswer: 1,
    forFast,
    forStreak: round.streakBonus,
    streak: round.streak,
    total: 1 + forFast + round.streakBonus,
  };
}

/** A game's points by source, with each round's, and how many calls were right. */
export interface GamePoints {
  rounds: RoundPoints[];
  rightCalls: number;
  /** Rounds whose call and follow-up were both right: one point each. */
  forAnswers: number;
  forFast: number;
  forStreaks: number;
  total: number;
}

/**
 * The points of a played game's rounds, in round order, by the same scoring rule that scored them
 * (rules/scoring.ts applyRound), so the parts always add up to the game's score.
 */
export function gamePointsOf(answers: ReadonlyArray<RoundFlags & { roundNumber: number }>): GamePoints {
  const inOrder = [...answers].sort((first, second) => first.roundNumber - second.roundNumber);
  let score = initialScore();
  const rounds = inOrder.map((answer) => {
    const applied = applyRound(score, { isCorrect: answer.isCorrect, isFast: answer.isFast });
    score = applied.score;
    return roundPointsOf({
      isCorrect: answer.isCorrect,
      isFast: answer.isFast,
      streakBonus: applied.streakBonus,
      streak: applied.score.streak,
      isRightCall: isRightCall(answer),
    });
  });
  const sum = (part: (round: RoundPoints) => number) =>
    rounds.reduce((total, round) => total + part(round), 0);
  return {
    rounds,
    rightCalls: rounds.filter((round) => round.isRightCall).length,
    forAnswers: sum((round) => round.forAnswer),
    forFast: sum((round) => round.forFast),
    forStreaks: sum((round) => round.forStreak),
    total: sum((round) => round.total),
  };
}
