import { ROUNDS_PER_GAME } from '../constants';
import { applyRound, initialScore, MAX_SCORE, maxScoreFor, streakBonus } from './scoring';
import { createSeededRandom } from './random';

describe('initialScore', () => {
  it('starts at zero everywhere', () => {
    expect(initialScore()).toEqual({
      correct: 0,
      incorrect: 0,
      fastAnswers: 0,
      streak: 0,
      bestStreak: 0,
      totalScore: 0,
    });
  });

  it('returns a fresh object each time', () => {
    const first = initialScore();
    first.correct = 3;
    expect(initialScore().correct).toBe(0);
  });
});

describe('streakBonus', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [5, 3],
    [6, 3],
    [50, 3],
  ])('a streak of %i gives %i', (streak, bonus) => {
    expect(streakBonus(streak)).toBe(bonus);
  });
});

describe('applyRound', () => {
  it('scores a correct slow round as 1 point and grows the streak', () => {
    const result = applyRound(initialScore(), { isCorrect: true, isFast: false });
    expect(result.pointsEarned).toBe(1);
    expect(result.streakBonus).toBe(0);
    expect(result.score).toEqual({
      correct: 1,
      incorrect: 0,
      fastAnswers: 0,
      streak: 1,
      bestStreak: 1,
      totalScore: 1,
    });
  });

  it('adds 1 for a fast correct round and counts the fast answer', () => {
    const result = applyRound(initialScore(), { isCorrect: true, isFast: true });
    expect(result.pointsEarned).toBe(2);
    expect(result.score.fastAnswers).toBe(1);
  });

  it('adds the streak bonus of the new streak', () => {
    let score = initialScore();
    const earned: number[] = [];
    const bonuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const result = applyRound(score, { isCorrect: true, isFast: false });
      earned.push(result.pointsEarned);
      bonuses.push(result.streakBonus);
      score = result.score;
    }
    expect(bonuses).toEqual([0, 0, 1, 2, 3]);
    expect(earned).toEqual([1, 1, 2, 3, 4]);
    expect(score.totalScore).toBe(11);
  });

  it('resets the streak on a wrong round but keeps the best streak and the total', () => {
    let score = initialScore();
    score = applyRound(score, { isCorrect: true, isFast: true }).score;
    score = applyRound(score, { isCorrect: true, isFast: true }).score;
    const wrong = applyRound(score, { isCorrect: false, isFast: true });
    expect(wrong.pointsEarned).toBe(0);
    expect(wrong.streakBonus).toBe(0);
    expect(wrong.score).toEqual({
      correct: 2,
      incorrect: 1,
      fastAnswers: 2,
      streak: 0,
      bestStreak: 2,
      totalScore: 4,
    });
  });

  it('never counts a wrong round as fast', () => {
    const result = applyRound(initialScore(), { isCorrect: false, isFast: true });
    expect(result.score.fastAnswers).toBe(0);
  });

  it('does not mutate the score it is given', () => {
    const score = initialScore();
    applyRound(score, { isCorrect: true, isFast: true });
    expect(score).toEqual(initialScore());
  });
});

describe('MAX_SCORE', () => {
  it('is 16: five fast correct rounds give 10 plus streak bonuses 1+2+3', () => {
    let score = initialScore();
    for (let round = 0; round < ROUNDS_PER_GAME; round += 1) {
      score = applyRound(score, { isCorrect: true, isFast: true }).score;
    }
    expect(score.totalScore).toBe(16);
    expect(MAX_SCORE).toBe(16);
    expect(maxScoreFor(ROUNDS_PER_GAME)).toBe(MAX_SCORE);
  });

  it('is never exceeded by any mix of five rounds', () => {
    const random = createSeededRandom(17);
    for (let game = 0; game < 500; game += 1) {
      let score = initialScore();
      for (let round = 0; round < ROUNDS_PER_GAME; round += 1) {
        score = applyRound(score, { isCorrect: random() < 0.7, isFast: random() < 0.6 }).score;
      }
      expect(score.totalScore).toBeLessThanOrEqual(MAX_SCORE);
      expect(score.correct + score.incorrect).toBe(ROUNDS_PER_GAME);
    }
  });
});
