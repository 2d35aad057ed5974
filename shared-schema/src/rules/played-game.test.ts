import { initialScore } from './scoring';
import { playedGameNumbersOf } from './played-game';
import type { GameAnswerForStats } from './stats';

const answer = (isReal: boolean, isCorrect: boolean): GameAnswerForStats => ({
  isReal,
  isCorrect,
  difficulty: 'medium',
  timeSpent: 4000,
});

const score = { ...initialScore(), correct: 3, incorrect: 2, totalScore: 9 };

describe('playedGameNumbersOf', () => {
  it("splits one game's calls by truth, with each truth's precision", () => {
    const numbers = playedGameNumbersOf({
      score,
      totalRounds: 5,
      answers: [
        answer(true, true),
        answer(true, false),
        answer(true, true),
        answer(false, true),
        answer(false, false),
      ],
      isPractice: false,
    });
    expect(numbers).toEqual({
      score: 9,
      correct: 3,
      totalRounds: 5,
      accuracy: 60,
      realWordsCorrect: 2,
      realWordsPlayed: 3,
      fakeWordsCorrect: 1,
      fakeWordsPlayed: 2,
      realWordPrecision: 66.7,
      fakeWordPrecision: 50,
      xpEarned: 90,
    });
  });

  it('gives no precision for a truth the game did not play (a gap, not 0%)', () => {
    const numbers = playedGameNumbersOf({
      score,
      totalRounds: 5,
      answers: [answer(true, true), answer(true, true)],
      isPractice: false,
    });
    expect(numbers).toMatchObject({ realWordPrecision: 100, fakeWordPrecision: null, fakeWordsPlayed: 0 });
  });

  it('earns a practice replay no XP', () => {
    expect(playedGameNumbersOf({ score, totalRounds: 5, answers: [], isPractice: true }).xpEarned).toBe(0);
  });
});
