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

  it('counts the right calls for accuracy: a right call whose follow-up was missed is accurate', () => {
    const missedFollowup = { ...played, isCorrect: false, isFast: false, followupAnswer: 'a wrong option' };
    const rounds = [1, 2, 3, 4, 5].map((roundNumber) =>
      answerViewOf(
        { ...missedFollowup, roundNumber, wordId: `w${roundNumber}` },
        realTestWord(`w${roundNumber}`),
      ),
    );
    const summary = gameSummaryOf({
      sessionCode: 'ABCD2345',
      playerName: 'Ada',
      totalRounds: 5,
      score: { correct: 0, incorrect: 5, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 },
      answers: [...rounds.slice(0, 4), { ...rounds[4]!, playerAnswer: false }],
      isPractice: false,
      isRelaxed: false,
    });
    expect(summary.accuracy).toBe(80);
  });

  it('derives XP from the tally and keeps the practice flag', () => {
    const summary = gameSummaryOf({
      sessionCode: 'ABCD2345',
      playerName: 'Ada',
      totalRounds: 5,
      score: { correct: 4, incorrect: 1, fastAnswers: 2, streak: 3, bestStreak: 3, totalScore: 9 },
      answers: [],
      isPractice: true,
      isRelaxed: false,
    });
    expect(summary).toMatchObject({ isPractice: true, sessionCode: 'ABCD2345' });
    expect(summary.xpEarned).toBeGreaterThan(0);
  });
});
