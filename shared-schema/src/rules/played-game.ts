import type { ScoreState } from './round/session-views';
import { xpGainedBy } from './level-progress';
import { accuracyPercent } from './results';
import { isRightCall } from './round-ending';
import { precisionPercent, type GameAnswerForStats } from './stats';
import { xpForScore } from './xp';

/**
 * One finished game's numbers as the stats view charts them ( 'Progress that shows'). Its accuracy
 * and real/fake split count the player's calls (: 'Fakes caught' is a fake called a bluff, whatever
 * the follow-up), as the results screen and a custom session's counts do; the score and 'Correct' count
 * fully right rounds (docs/product.md §9).
 */
export interface PlayedGameNumbers {
  score: number;
  correct: number;
  totalRounds: number;
  /** Percent of the rounds whose call was right (the results screen's accuracy). */
  accuracy: number;
  realWordsCorrect: number;
  realWordsPlayed: number;
  fakeWordsCorrect: number;
  fakeWordsPlayed: number;
  /** Percent of the real words called right, one decimal; null when the game had none. */
  realWordPrecision: number | null;
  /** Percent of the fakes called right, one decimal; null when the game had none. */
  fakeWordPrecision: number | null;
  /** What the game added to the player's XP: nothing for practice. */
  xpEarned: number;
}

/** A judged answer with its word's truth and the call the player made (null: none before the timer ran out). */
export type PlayedGameAnswer = Pick<GameAnswerForStats, 'isReal'> & { playerAnswer: boolean | null };

export interface PlayedGameInput {
  score: ScoreState;
  totalRounds: number;
  /** The game's judged answers with each word's truth (a round whose word is gone is left out). */
  answers: PlayedGameAnswer[];
  isPractice: boolean;
}

/** Null rather than 0 for a truth the game did not play: a chart leaves a gap instead of a false 0%. */
function precisionOrNull(correct: number, played: number): number | null {
  return played > 0 ? precisionPercent(correct, played) : null;
}

export function playedGameNumbersOf(game: PlayedGameInput): PlayedGameNumbers {
  const real = game.answers.filter((answer) => answer.isReal);
  const fake = game.answers.filter((answer) => !answer.isReal);
  const realWordsCorrect = real.filter(isRightCall).length;
  const fakeWordsCorrect = fake.filter(isRightCall).length;
  return {
    score: game.score.totalScore,
    correct: game.score.correct,
    totalRounds: game.totalRounds,
    accuracy: accuracyPercent(game.answers.filter(isRightCall).length, game.totalRounds),
    realWordsCorrect,
    realWordsPlayed: real.length,
    fakeWordsCorrect,
    fakeWordsPlayed: fake.length,
    realWordPrecision: precisionOrNull(realWordsCorrect, real.length),
    fakeWordPrecision: precisionOrNull(fakeWordsCorrect, fake.length),
    xpEarned: xpGainedBy({ xpEarned: xpForScore(game.score.totalScore), isPractice: game.isPractice }),
  };
}
