import type { ScoreState } from '../api/sessions';
import { xpGainedBy } from './level-progress';
import { accuracyPercent } from './results';
import { applyGameToStats, emptyPlayerStats, precisionPercent, type GameAnswerForStats } from './stats';
import { xpForScore } from './xp';

/**
 * One finished game's numbers as the stats view charts them (issue 10 'Progress that shows'): the stats
 * rule (rules/stats.ts) applied to that game alone, so a game's real/fake split is counted exactly as the
 * player's stats count it.
 */
export interface PlayedGameNumbers {
  score: number;
  correct: number;
  totalRounds: number;
  /** Percent of the rounds answered right (the results screen's accuracy). */
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

export interface PlayedGameInput {
  score: ScoreState;
  totalRounds: number;
  /** The game's judged answers with each word's truth (a round whose word is gone is left out). */
  answers: GameAnswerForStats[];
  isPractice: boolean;
}

/** Null rather than 0 for a truth the game did not play: a chart leaves a gap instead of a false 0%. */
function precisionOrNull(correct: number, played: number): number | null {
  return played > 0 ? precisionPercent(correct, played) : null;
}

export function playedGameNumbersOf(game: PlayedGameInput): PlayedGameNumbers {
  const alone = applyGameToStats(emptyPlayerStats(), { score: game.score, answers: game.answers });
  return {
    score: game.score.totalScore,
    correct: game.score.correct,
    totalRounds: game.totalRounds,
    accuracy: accuracyPercent(game.score.correct, game.totalRounds),
    realWordsCorrect: alone.realWordsCorrect,
    realWordsPlayed: alone.realWordsPlayed,
    fakeWordsCorrect: alone.fakeWordsCorrect,
    fakeWordsPlayed: alone.fakeWordsPlayed,
    realWordPrecision: precisionOrNull(alone.realWordsCorrect, alone.realWordsPlayed),
    fakeWordPrecision: precisionOrNull(alone.fakeWordsCorrect, alone.fakeWordsPlayed),
    xpEarned: xpGainedBy({ xpEarned: xpForScore(game.score.totalScore), isPractice: game.isPractice }),
  };
}
