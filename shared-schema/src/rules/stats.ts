import type { ScoreState } from '../api/sessions';
import type { Difficulty } from '../word';
import { levelForXp, xpForScore } from './xp';

/** Player stats, kept per user (spec §3 Player stats): all counters, the running averages and precisions. */
export interface PlayerStats {
  totalGames: number;
  totalCorrect: number;
  totalIncorrect: number;
  bestStreak: number;
  averageScore: number;
  level: number;
  xp: number;
  realWordsPlayed: number;
  fakeWordsPlayed: number;
  realWordsCorrect: number;
  fakeWordsCorrect: number;
  realWordsIncorrect: number;
  fakeWordsIncorrect: number;
  totalWordsPlayed: number;
  hardRealWordsCorrect: number;
  hardFakeWordsCorrect: number;
  totalHardWordsPlayed: number;
  bestScore: number;
  totalScore: number;
  fastAnswers: number;
  /** Percent of all words answered correctly, 0-100 with one decimal. */
  overallPrecision: number;
  realWordPrecision: number;
  fakeWordPrecision: number;
}

export interface GameAnswerForStats {
  isReal: boolean;
  isCorrect: boolean;
  difficulty: Difficulty;
}

export interface GameResultForStats {
  score: ScoreState;
  answers: GameAnswerForStats[];
}

/** A player who has never played; level starts at 1 like levelForXp(0). */
export function emptyPlayerStats(): PlayerStats {
  return {
    totalGames: 0,
    totalCorrect: 0,
    totalIncorrect: 0,
    bestStreak: 0,
    averageScore: 0,
    level: levelForXp(0),
    xp: 0,
    realWordsPlayed: 0,
    fakeWordsPlayed: 0,
    realWordsCorrect: 0,
    fakeWordsCorrect: 0,
    realWordsIncorrect: 0,
    fakeWordsIncorrect: 0,
    totalWordsPlayed: 0,
    hardRealWordsCorrect: 0,
    hardFakeWordsCorrect: 0,
    totalHardWordsPlayed: 0,
    bestScore: 0,
    totalScore: 0,
    fastAnswers: 0,
    overallPrecision: 0,
    realWordPrecision: 0,
    fakeWordPrecision: 0,
  };
}

/** Percent with one decimal; 0 when nothing was played, so a new player never sees NaN. */
export function precisionPercent(correct: number, played: number): number {
  if (played <= 0) {
    return 0;
  }
  return Math.round((correct / played) * 1000) / 10;
}

function count(answers: GameAnswerForStats[], matches: (answer: GameAnswerForStats) => boolean): number {
  return answers.filter(matches).length;
}

/** The stats after one finished game (spec §4 End: update and save stats). Pure: returns new stats. */
export function applyGameToStats(stats: PlayerStats, game: GameResultForStats): PlayerStats {
  const { score, answers } = game;
  const isHard = (answer: GameAnswerForStats) => answer.difficulty === 'hard';

  const totalGames = stats.totalGames + 1;
  const totalScore = stats.totalScore + score.totalScore;
  const xp = stats.xp + xpForScore(score.totalScore);
  const totalCorrect = stats.totalCorrect + score.correct;
  const realWordsPlayed = stats.realWordsPlayed + count(answers, (answer) => answer.isReal);
  const fakeWordsPlayed = stats.fakeWordsPlayed + count(answers, (answer) => !answer.isReal);
  const realWordsCorrect =
    stats.realWordsCorrect + count(answers, (answer) => answer.isReal && answer.isCorrect);
  const fakeWordsCorrect =
    stats.fakeWordsCorrect + count(answers, (answer) => !answer.isReal && answer.isCorrect);
  const totalWordsPlayed = stats.totalWordsPlayed + answers.length;

  return {
    totalGames,
    totalCorrect,
    totalIncorrect: stats.totalIncorrect + score.incorrect,
    bestStreak: Math.max(stats.bestStreak, score.bestStreak),
    averageScore: totalScore / totalGames,
    level: levelForXp(xp),
    xp,
    realWordsPlayed,
    fakeWordsPlayed,
    realWordsCorrect,
    fakeWordsCorrect,
    realWordsIncorrect:
      stats.realWordsIncorrect + count(answers, (answer) => answer.isReal && !answer.isCorrect),
    fakeWordsIncorrect:
      stats.fakeWordsIncorrect + count(answers, (answer) => !answer.isReal && !answer.isCorrect),
    totalWordsPlayed,
    hardRealWordsCorrect:
      stats.hardRealWordsCorrect +
      count(answers, (answer) => isHard(answer) && answer.isReal && answer.isCorrect),
    hardFakeWordsCorrect:
      stats.hardFakeWordsCorrect +
      count(answers, (answer) => isHard(answer) && !answer.isReal && answer.isCorrect),
    totalHardWordsPlayed: stats.totalHardWordsPlayed + count(answers, isHard),
    bestScore: Math.max(stats.bestScore, score.totalScore),
    totalScore,
    fastAnswers: stats.fastAnswers + score.fastAnswers,
    overallPrecision: precisionPercent(realWordsCorrect + fakeWordsCorrect, totalWordsPlayed),
    realWordPrecision: precisionPercent(realWordsCorrect, realWordsPlayed),
    fakeWordPrecision: precisionPercent(fakeWordsCorrect, fakeWordsPlayed),
  };
}
