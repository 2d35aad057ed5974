import { applyRound, initialScore } from './scoring';
import {
  addPlayerStats,
  applyGameToStats,
  emptyPlayerStats,
  pickPlayerStats,
  precisionPercent,
  type GameAnswerForStats,
  type GameResultForStats,
} from './stats';

/** Builds a game the way the solo flow does: each answer is folded into the score in order. */
function playGame(answers: Array<GameAnswerForStats & { isFast: boolean }>): GameResultForStats {
  let score = initialScore();
  for (const answer of answers) {
    score = applyRound(score, { isCorrect: answer.isCorrect, isFast: answer.isFast }).score;
  }
  return {
    score,
    answers: answers.map(({ isReal, isCorrect, difficulty, timeSpent }) => ({
      isReal,
      isCorrect,
      difficulty,
      timeSpent,
    })),
  };
}

const firstGame = playGame([
  { isReal: true, isCorrect: true, difficulty: 'hard', isFast: true, timeSpent: 2000 },
  { isReal: false, isCorrect: true, difficulty: 'hard', isFast: true, timeSpent: 2000 },
  { isReal: true, isCorrect: true, difficulty: 'easy', isFast: false, timeSpent: 6000 },
  { isReal: false, isCorrect: false, difficulty: 'medium', isFast: false, timeSpent: 6000 },
  { isReal: true, isCorrect: false, difficulty: 'hard', isFast: false, timeSpent: 6000 },
]);
// Scores: 2 + 2 + (1 + streak 3 bonus 1) = 6 points, best streak 3, two fast answers.

const secondGame = playGame([
  { isReal: false, isCorrect: true, difficulty: 'easy', isFast: false, timeSpent: 6000 },
  { isReal: false, isCorrect: false, difficulty: 'hard', isFast: false, timeSpent: 6000 },
  { isReal: true, isCorrect: true, difficulty: 'medium', isFast: true, timeSpent: 2000 },
  { isReal: false, isCorrect: true, difficulty: 'hard', isFast: false, timeSpent: 6000 },
  { isReal: true, isCorrect: false, difficulty: 'easy', isFast: false, timeSpent: 6000 },
]);
// Scores: 1 + 0 + 2 + 1 + 0 = 4 points, best streak 2, one fast answer.

describe('emptyPlayerStats', () => {
  it('has all 25 fields at zero, except level 1', () => {
    const stats = emptyPlayerStats();
    expect(Object.keys(stats)).toHaveLength(25);
    for (const [field, value] of Object.entries(stats)) {
      expect([field, value]).toEqual([field, field === 'level' ? 1 : 0]);
    }
  });
});

describe('the names', () => {
  it('include every field of docs/product.md §7 GET /api/users/{id}/stats, under its name', () => {
    const specFields = [
      'totalGamesPlayed',
      'totalCorrectAnswers',
      'totalIncorrectAnswers',
      'bestStreak',
      'totalScore',
      'experiencePoints',
      'level',
      'averageTimePerAnswer',
      'realWordsCorrect',
      'fakeWordsCorrect',
      'realWordsIncorrect',
      'fakeWordsIncorrect',
      'totalWordsPlayed',
      'hardRealWordsCorrect',
      'hardFakeWordsCorrect',
      'totalHardWordsPlayed',
    ];
    expect(Object.keys(emptyPlayerStats())).toEqual(expect.arrayContaining(specFields));
  });
});

describe('precisionPercent', () => {
  it('is a percentage with one decimal and 0 when nothing was played', () => {
    expect(precisionPercent(0, 0)).toBe(0);
    expect(precisionPercent(5, 0)).toBe(0);
    expect(precisionPercent(1, 3)).toBe(33.3);
    expect(precisionPercent(2, 3)).toBe(66.7);
    expect(precisionPercent(4, 4)).toBe(100);
  });
});

describe('applyGameToStats', () => {
  it('records one game', () => {
    expect(firstGame.score.totalScore).toBe(6);
    const stats = applyGameToStats(emptyPlayerStats(), firstGame);
    expect(stats).toEqual({
      totalGamesPlayed: 1,
      totalCorrectAnswers: 3,
      totalIncorrectAnswers: 2,
      bestStreak: 3,
      averageScore: 6,
      level: 1,
      experiencePoints: 60,
      realWordsPlayed: 3,
      fakeWordsPlayed: 2,
      realWordsCorrect: 2,
      fakeWordsCorrect: 1,
      realWordsIncorrect: 1,
      fakeWordsIncorrect: 1,
      totalWordsPlayed: 5,
      hardRealWordsCorrect: 1,
      hardFakeWordsCorrect: 1,
      totalHardWordsPlayed: 3,
      bestScore: 6,
      totalScore: 6,
      fastAnswers: 2,
      overallPrecision: 60,
      realWordPrecision: 66.7,
      fakeWordPrecision: 50,
      totalTimeSpentMs: 22000,
      averageTimePerAnswer: 4400,
    });
  });

  it('accumulates over two games', () => {
    expect(secondGame.score.totalScore).toBe(4);
    const stats = applyGameToStats(applyGameToStats(emptyPlayerStats(), firstGame), secondGame);
    expect(stats).toEqual({
      totalGamesPlayed: 2,
      totalCorrectAnswers: 6,
      totalIncorrectAnswers: 4,
      bestStreak: 3,
      averageScore: 5,
      level: 2,
      experiencePoints: 100,
      realWordsPlayed: 5,
      fakeWordsPlayed: 5,
      realWordsCorrect: 3,
      fakeWordsCorrect: 3,
      realWordsIncorrect: 2,
      fakeWordsIncorrect: 2,
      totalWordsPlayed: 10,
      hardRealWordsCorrect: 1,
      hardFakeWordsCorrect: 2,
      totalHardWordsPlayed: 5,
      bestScore: 6,
      totalScore: 10,
      fastAnswers: 3,
      overallPrecision: 60,
      realWordPrecision: 60,
      fakeWordPrecision: 60,
      totalTimeSpentMs: 48000,
      averageTimePerAnswer: 4800,
    });
  });

  it('keeps the average score unrounded', () => {
    const oneGame = playGame([
      { isReal: true, isCorrect: true, difficulty: 'easy', isFast: false, timeSpent: 6000 },
    ]);
    const stats = [firstGame, secondGame, oneGame].reduce(applyGameToStats, emptyPlayerStats());
    expect(stats.averageScore).toBeCloseTo(11 / 3, 10);
  });

  it('keeps precision at 0 for a kind of word never played', () => {
    const onlyReal = playGame([
      { isReal: true, isCorrect: true, difficulty: 'easy', isFast: false, timeSpent: 6000 },
      { isReal: true, isCorrect: false, difficulty: 'easy', isFast: false, timeSpent: 6000 },
    ]);
    const stats = applyGameToStats(emptyPlayerStats(), onlyReal);
    expect(stats.fakeWordsPlayed).toBe(0);
    expect(stats.fakeWordPrecision).toBe(0);
    expect(stats.realWordPrecision).toBe(50);
    expect(
      applyGameToStats(emptyPlayerStats(), { score: initialScore(), answers: [] }).overallPrecision,
    ).toBe(0);
  });

  it('averages the time per answered word, and is 0 before any', () => {
    expect(emptyPlayerStats().averageTimePerAnswer).toBe(0);
    const stats = applyGameToStats(emptyPlayerStats(), firstGame);
    expect(stats.averageTimePerAnswer).toBe(4400);
  });

  it('does not mutate the stats it is given', () => {
    const before = emptyPlayerStats();
    applyGameToStats(before, firstGame);
    expect(before).toEqual(emptyPlayerStats());
  });
});

describe('addPlayerStats', () => {
  it('adds two tallies as if their games were played by one player', () => {
    const first = applyGameToStats(emptyPlayerStats(), firstGame);
    const second = applyGameToStats(emptyPlayerStats(), secondGame);
    expect(addPlayerStats(first, second)).toEqual(applyGameToStats(first, secondGame));
    expect(addPlayerStats(second, first)).toEqual(applyGameToStats(first, secondGame));
  });

  it('leaves stats as they are when the other tally is empty', () => {
    const stats = applyGameToStats(emptyPlayerStats(), firstGame);
    expect(addPlayerStats(stats, emptyPlayerStats())).toEqual(stats);
  });
});

describe('pickPlayerStats', () => {
  it('keeps only the stats fields of a larger record', () => {
    const stats = applyGameToStats(emptyPlayerStats(), firstGame);
    expect(pickPlayerStats({ ...stats, userId: 'google:1', version: 3 } as typeof stats)).toEqual(stats);
  });
});
