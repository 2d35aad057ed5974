import type { ScoreState } from './round/session-views';
import type { Difficulty } from '../word';
import { levelForXp, xpForScore } from './xp';

/**
 * A player's stats (docs/product.md §3 Player stats): one shape and one set of names from the store to the API to the
 * web. The names are those of docs/product.md §7 GET /api/users/{id}/stats, which external clients read; the docs/product.md §3
 * fields that call does not name keep their §3 names.
 */
export interface PlayerStats {
  totalGamesPlayed: number;
  totalCorrectAnswers: number;
  totalIncorrectAnswers: number;
  bestStreak: number;
  totalScore: number;
  experiencePoints: number;
  level: number;
  /** Milliseconds per answered word; 0 before the first. */
  averageTimePerAnswer: number;
  realWordsCorrect: number;
  fakeWordsCorrect: number;
  realWordsIncorrect: number;
  fakeWordsIncorrect: number;
  totalWordsPlayed: number;
  hardRealWordsCorrect: number;
  hardFakeWordsCorrect: number;
  totalHardWordsPlayed: number;
  bestScore: number;
  fastAnswers: number;
  averageScore: number;
  realWordsPlayed: number;
  fakeWordsPlayed: number;
  /** Percent of all words answered correctly, 0-100 with one decimal. */
  overallPrecision: number;
  realWordPrecision: number;
  fakeWordPrecision: number;
  /** Milliseconds spent answering, summed: what averageTimePerAnswer is kept from. */
  totalTimeSpentMs: number;
}

/** The fields computed from the others, never added up. */
type DerivedField =
  | 'level'
  | 'averageTimePerAnswer'
  | 'averageScore'
  | 'realWordsPlayed'
  | 'fakeWordsPlayed'
  | 'overallPrecision'
  | 'realWordPrecision'
  | 'fakeWordPrecision';
/** What a game adds to (or, for bestStreak and bestScore, raises in) the stats. */
export type PlayerStatsCounters = Omit<PlayerStats, DerivedField>;

export interface GameAnswerForStats {
  isReal: boolean;
  isCorrect: boolean;
  difficulty: Difficulty;
  /** Milliseconds from the round's start to its last answer. */
  timeSpent: number;
}

export interface GameResultForStats {
  score: ScoreState;
  answers: GameAnswerForStats[];
}

/** Percent with one decimal; 0 when nothing was played, so a new player never sees NaN. */
export function precisionPercent(correct: number, played: number): number {
  if (played <= 0) {
    return 0;
  }
  return Math.round((correct / played) * 1000) / 10;
}

/** The counters with every derived field computed from them (level from XP, averages, precisions). */
export function withDerivedStats(counters: PlayerStatsCounters): PlayerStats {
  const realWordsPlayed = counters.realWordsCorrect + counters.realWordsIncorrect;
  const fakeWordsPlayed = counters.fakeWordsCorrect + counters.fakeWordsIncorrect;
  const { totalGamesPlayed, totalWordsPlayed } = counters;
  return {
    ...counters,
    level: levelForXp(counters.experiencePoints),
    averageTimePerAnswer: totalWordsPlayed > 0 ? Math.round(counters.totalTimeSpentMs / totalWordsPlayed) : 0,
    averageScore: totalGamesPlayed > 0 ? counters.totalScore / totalGamesPlayed : 0,
    realWordsPlayed,
    fakeWordsPlayed,
    overallPrecision: precisionPercent(
      counters.realWordsCorrect + counters.fakeWordsCorrect,
      totalWordsPlayed,
    ),
    realWordPrecision: precisionPercent(counters.realWordsCorrect, realWordsPlayed),
    fakeWordPrecision: precisionPercent(counters.fakeWordsCorrect, fakeWordsPlayed),
  };
}

/** A player who has never played; level starts at 1 like levelForXp(0). */
export function emptyPlayerStats(): PlayerStats {
  return withDerivedStats({
    totalGamesPlayed: 0,
    totalCorrectAnswers: 0,
    totalIncorrectAnswers: 0,
    bestStreak: 0,
    totalScore: 0,
    experiencePoints: 0,
    realWordsCorrect: 0,
    fakeWordsCorrect: 0,
    realWordsIncorrect: 0,
    fakeWordsIncorrect: 0,
    totalWordsPlayed: 0,
    hardRealWordsCorrect: 0,
    hardFakeWordsCorrect: 0,
    totalHardWordsPlayed: 0,
    bestScore: 0,
    fastAnswers: 0,
    totalTimeSpentMs: 0,
  });
}

/** Just the fields of PlayerStats, whatever else the value carries (a stored record's id and version). */
export function pickPlayerStats(value: PlayerStats): PlayerStats {
  const stats = emptyPlayerStats();
  for (const field of Object.keys(stats) as Array<keyof PlayerStats>) {
    stats[field] = value[field];
  }
  return stats;
}

/** Two tallies of games as one: counters add up, the bests are the better of the two. */
export function addPlayerStats(first: PlayerStats, second: PlayerStats): PlayerStats {
  const sum = (field: keyof PlayerStatsCounters) => first[field] + second[field];
  return withDerivedStats({
    totalGamesPlayed: sum('totalGamesPlayed'),
    totalCorrectAnswers: sum('totalCorrectAnswers'),
    totalIncorrectAnswers: sum('totalIncorrectAnswers'),
    bestStreak: Math.max(first.bestStreak, second.bestStreak),
    totalScore: sum('totalScore'),
    experiencePoints: sum('experiencePoints'),
    realWordsCorrect: sum('realWordsCorrect'),
    fakeWordsCorrect: sum('fakeWordsCorrect'),
    realWordsIncorrect: sum('realWordsIncorrect'),
    fakeWordsIncorrect: sum('fakeWordsIncorrect'),
    totalWordsPlayed: sum('totalWordsPlayed'),
    hardRealWordsCorrect: sum('hardRealWordsCorrect'),
    hardFakeWordsCorrect: sum('hardFakeWordsCorrect'),
    totalHardWordsPlayed: sum('totalHardWordsPlayed'),
    bestScore: Math.max(first.bestScore, second.bestScore),
    fastAnswers: sum('fastAnswers'),
    totalTimeSpentMs: sum('totalTimeSpentMs'),
  });
}

function count(answers: GameAnswerForStats[], matches: (answer: GameAnswerForStats) => boolean): number {
  return answers.filter(matches).length;
}

/** What one finished game adds: its own stats, as if it were the player's only game. */
function statsOfGame(game: GameResultForStats): PlayerStats {
  const { score, answers } = game;
  const isHard = (answer: GameAnswerForStats) => answer.difficulty === 'hard';
  return withDerivedStats({
    totalGamesPlayed: 1,
    totalCorrectAnswers: score.correct,
    totalIncorrectAnswers: score.incorrect,
    bestStreak: score.bestStreak,
    totalScore: score.totalScore,
    experiencePoints: xpForScore(score.totalScore),
    realWordsCorrect: count(answers, (answer) => answer.isReal && answer.isCorrect),
    fakeWordsCorrect: count(answers, (answer) => !answer.isReal && answer.isCorrect),
    realWordsIncorrect: count(answers, (answer) => answer.isReal && !answer.isCorrect),
    fakeWordsIncorrect: count(answers, (answer) => !answer.isReal && !answer.isCorrect),
    totalWordsPlayed: answers.length,
    hardRealWordsCorrect: count(answers, (answer) => isHard(answer) && answer.isReal && answer.isCorrect),
    hardFakeWordsCorrect: count(answers, (answer) => isHard(answer) && !answer.isReal && answer.isCorrect),
    totalHardWordsPlayed: count(answers, isHard),
    bestScore: score.totalScore,
    fastAnswers: score.fastAnswers,
    totalTimeSpentMs: answers.reduce((total, answer) => total + answer.timeSpent, 0),
  });
}

/** The stats after one finished game (docs/product.md §4 End: update and save stats). Pure: returns new stats. */
export function applyGameToStats(stats: PlayerStats, game: GameResultForStats): PlayerStats {
  return addPlayerStats(stats, statsOfGame(game));
}
