import { FAST_ANSWER_SECONDS } from '../../constants';
import { initialScore } from '../scoring';
import { scoreLobbyAnswer } from './lobby-round-scoring';

const fast = FAST_ANSWER_SECONDS * 1000;

describe('scoreLobbyAnswer', () => {
  it('gives 1 for a correct answer and 1 more when it is fast', () => {
    expect(scoreLobbyAnswer(initialScore(), { answer: true, answerTimeMs: fast + 1 }, true)).toMatchObject({
      isCorrect: true,
      isFast: false,
      pointsEarned: 1,
    });
    expect(scoreLobbyAnswer(initialScore(), { answer: false, answerTimeMs: fast }, false)).toMatchObject({
      isCorrect: true,
      isFast: true,
      pointsEarned: 2,
    });
  });

  it('gives nothing for a wrong answer or a timeout, however quick, and breaks the streak', () => {
    const onAStreak = { ...initialScore(), streak: 2, correct: 2, totalScore: 2 };
    for (const answer of [false, null]) {
      const scored = scoreLobbyAnswer(onAStreak, { answer, answerTimeMs: 100 }, true);
      expect(scored).toMatchObject({ isCorrect: false, isFast: false, pointsEarned: 0 });
      expect(scored.score.streak).toBe(0);
      expect(scored.score.totalScore).toBe(2);
    }
  });

  it('adds the solo streak bonus: a fifth fast correct answer in a row earns 1 + 1 + 3', () => {
    let score = initialScore();
    const earned: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const scored = scoreLobbyAnswer(score, { answer: true, answerTimeMs: 1000 }, true);
      earned.push(scored.pointsEarned);
      score = scored.score;
    }
    expect(earned).toEqual([2, 2, 3, 4, 5]);
    expect(score.totalScore).toBe(16);
  });

  it('widens the fast limit by the network allowance', () => {
    const late = { answer: true, answerTimeMs: fast + 500 };
    expect(scoreLobbyAnswer(initialScore(), late, true).isFast).toBe(false);
    expect(scoreLobbyAnswer(initialScore(), late, true, 750).isFast).toBe(true);
  });
});
