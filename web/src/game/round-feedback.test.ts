import { initialScore, type PlayWord } from '@bluffle/shared-schema';
import { feedbackFor, type RoundOver } from './round-feedback';

const word: PlayWord = {
  id: 'w1',
  word: 'nimble',
  definition: 'Quick and light in movement.',
  usage: 'The nimble goat climbed the cliff.',
  difficulty: 'easy',
  category: 'general',
  language: 'english',
  wordClass: 'adjective',
};

function roundOver(overrides: Partial<RoundOver>): RoundOver {
  return {
    stage: 'round-over',
    roundNumber: 3,
    isCorrect: true,
    isFast: false,
    isTimeout: false,
    pointsEarned: 1,
    streakBonus: 0,
    reveal: {
      wordId: 'w1',
      word: 'nimble',
      isReal: true,
      definition: 'Quick and light in movement.',
      usage: 'The nimble goat climbed the cliff.',
      explanation: 'From Old English numol.',
      correctAnswer: 'Moving quickly and lightly.',
    },
    score: initialScore(),
    isGameOver: false,
    ...overrides,
  };
}

describe('feedbackFor: where the round points came from', () => {
  it('splits a right, fast round that made a streak of 3 into the answer, fast and the streak', () => {
    const feedback = feedbackFor(
      roundOver({ isFast: true, pointsEarned: 3, streakBonus: 1, score: { ...initialScore(), streak: 3 } }),
      word,
      true,
    );
    expect(feedback.points).toEqual({
      isRightCall: true,
      forAnswer: 1,
      forFast: 1,
      forStreak: 1,
      streak: 3,
      total: 3,
    });
  });

  it('gives a right call with a missed follow-up no points, and knows the call was right', () => {
    const feedback = feedbackFor(roundOver({ isCorrect: false, pointsEarned: 0 }), word, true);
    expect(feedback.ending).toBe('missed-followup');
    expect(feedback.points).toMatchObject({ isRightCall: true, total: 0 });
  });

  it('knows a wrong call from a missed follow-up', () => {
    const feedback = feedbackFor(roundOver({ isCorrect: false, pointsEarned: 0 }), word, false);
    expect(feedback.points).toMatchObject({ isRightCall: false, total: 0 });
  });
});
