import { applyRound, initialScore } from './scoring';
import {
  applyGameToStats,
  emptyPlayerStats,
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
    answers: answers.map(({ isReal, isCorrect, difficulty }) => ({ isReal, isCorrect, difficulty })),
  };
}

const firstGame = playGame([
  { isReal: true, isCorrect: true, difficulty: 'hard', isFast: true },
  { isReal: false, isCorrect: true, difficulty: 'hard', isFast: true },
  { isReal: true, isCorrect: true, difficulty: 'easy', isFast: false },
  { isReal: false, isCorrect: false, difficulty: 'medium', isFast: false },
  { isReal: true, isCorrect: false, difficulty: 'hard', isFast: false },
]);
// Scores: 2 + 2 + (1 + streak 3 bonus 1) = 6 points, best streak 3, two fast answers.

const secondGame = playGame([
  { isReal: false, isCorrect: true, difficulty: 'easy', isFast: false },
  { isReal: false, isCorrect: false, difficulty: 'hard', isFast: false },
  { isReal: true, isCorrect: true, difficulty: 'medium', isFast: true },
  { isReal: false, isCorrect: true, difficulty: 'hard', isFast: false },
  { isReal: true, isCorrect: false, difficulty: 'easy', isFast: false },
]);
// Scores: 1 + 0 + 2 + 1 + 0 = 4 points, best streak 2, one fast answer.

describe('emptyPlayerStats', () => {
  it('has all 23 fields at zero, except level 1', () => {
    const stats = emptyPlayerStats();
    expect(Object.keys(stats)).toHaveLength(23);
    for (const [field, value] of Object.entries(stats)) {
      expect([field, value]).toEqual([field, field === 'level' ? 1 : 0]);
    }
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
      totalGames: 1,
      totalCorrect: 3,
      totalIncorrect: 2,
      bestStreak: 3,
      averageScore: 6,
      level: 1,
      xp: 60,
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
    });
  });

  it('accumulates over two games', () => {
    expect(secondGame.score.totalScore).toBe(4);
    const stats = applyGameToStats(applyGameToStats(emptyPlayerStats(), firstGame), secondGame);
    expect(stats).toEqual({
      totalGames: 2,
      totalCorrect: 6,
      totalIncorrect: 4,
      bestStreak: 3,
      averageScore: 5,
      level: 2,
      xp: 100,
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
    });
  });

  it('keeps the average score unrounded', () => {
    const oneGame = playGame([{ isReal: true, isCorrect: true, difficulty: 'easy', isFast: false }]);
    const stats = [firstGame, secondGame, oneGame].reduce(applyGameToStats, emptyPlayerStats());
    expect(stats.averageScore).toBeCloseTo(11 / 3, 10);
  });

  it('keeps precision at 0 for a kind of word never played', () => {
    const onlyReal = playGame([
      { isReal: true, isCorrect: true, difficulty: 'easy', isFast: false },
      { isReal: true, isCorrect: false, difficulty: 'easy', isFast: false },
    ]);
    const stats = applyGameToStats(emptyPlayerStats(), onlyReal);
    expect(stats.fakeWordsPlayed).toBe(0);
    expect(stats.fakeWordPrecision).toBe(0);
    expect(stats.realWordPrecision).toBe(50);
    expect(
      applyGameToStats(emptyPlayerStats(), { score: initialScore(), answers: [] }).overallPrecision,
    ).toBe(0);
  });

  it('does not mutate the stats it is given', () => {
    const before = emptyPlayerStats();
    applyGameToStats(before, firstGame);
    expect(before).toEqual(emptyPlayerStats());
  });
});
