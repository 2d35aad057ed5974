import { answerViewOf, gameSummaryOf } from './game-summary';
import { realTestWord } from './round-test-words';

const played = {
  roundNumber: 1,
  wordId: 'w1',
  word: 'real-w1',
  playerAnswer: true,
  followupAnswer: 'the meaning of w1',
  isCorrect: true,
  isFast: true,
  timeSpent: 4000,
  pointsEarned: 2,
};

describe('game summary', () => {
  it("shows a played round with its word's truth and what was answered", () => {
    expect(answerViewOf(played, realTestWord('w1'))).toEqual({
      wordId: 'w1',
      word: 'real-w1',
      isReal: true,
      definition: 'the meaning of w1',
      usage: 'a sentence with w1',
      explanation: 'where w1 comes from',
      correctAnswer: 'the meaning of w1',
      roundNumber: 1,
      difficulty: 'medium',
      playerAnswer: true,
      followupAnswer: 'the meaning of w1',
      isCorrect: true,
      isFast: true,
      timeSpent: 4000,
    });
  });

  it('derives accuracy and XP from the tally', () => {
    const summary = gameSummaryOf({
      sessionCode: 'ABCD2345',
      playerName: 'Ada',
      totalRounds: 5,
      score: { correct: 4, incorrect: 1, fastAnswers: 2, streak: 3, bestStreak: 3, totalScore: 9 },
      answers: [],
      isPractice: true,
    });
    expect(summary).toMatchObject({ accuracy: 80, isPractice: true, sessionCode: 'ABCD2345' });
    expect(summary.xpEarned).toBeGreaterThan(0);
  });
});
