import { initialScore } from './scoring';
import { playedGameNumbersOf } from './played-game';
import type { PlayedGameAnswer } from './played-game';

/** A judged answer: its word's truth and whether the player's call was right (null: no call in time). */
const answer = (isReal: boolean, isRightCall: boolean | null): PlayedGameAnswer => ({
  isReal,
  playerAnswer: isRightCall === null ? null : isRightCall === isReal,
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

  it('counts the calls, not the follow-ups: five right calls with every follow-up missed are 100%', () => {
    const numbers = playedGameNumbersOf({
      score: { ...initialScore(), incorrect: 5 },
      totalRounds: 5,
      answers: [
        answer(false, true),
        answer(false, true),
        answer(false, true),
        answer(true, true),
        answer(true, true),
      ],
      isPractice: false,
    });
    expect(numbers).toMatchObject({
      correct: 0,
      accuracy: 100,
      fakeWordsCorrect: 3,
      fakeWordsPlayed: 3,
      fakeWordPrecision: 100,
      realWordsCorrect: 2,
      realWordPrecision: 100,
    });
  });

  it('counts no call when the timer ran out', () => {
    const numbers = playedGameNumbersOf({
      score,
      totalRounds: 5,
      answers: [answer(false, null), answer(false, true)],
      isPractice: false,
    });
    expect(numbers).toMatchObject({ fakeWordsCorrect: 1, fakeWordsPlayed: 2, accuracy: 20 });
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
