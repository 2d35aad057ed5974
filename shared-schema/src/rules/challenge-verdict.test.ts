import type { SessionAnswerView } from './round/session-views';
import { challengeVerdict, verdictRounds } from './challenge-verdict';

describe('challengeVerdict', () => {
  it('crowns the challenger by the margin', () => {
    expect(challengeVerdict({ yourScore: 12, theirScore: 9 })).toEqual({ outcome: 'won', margin: 3 });
  });

  it('gives the original the game when they scored more', () => {
    expect(challengeVerdict({ yourScore: 4, theirScore: 11 })).toEqual({ outcome: 'lost', margin: 7 });
  });

  it('calls equal scores a tie', () => {
    expect(challengeVerdict({ yourScore: 9, theirScore: 9 })).toEqual({ outcome: 'tie', margin: 0 });
  });
});

function answer(
  roundNumber: number,
  wordId: string,
  flags: Partial<SessionAnswerView> = {},
): SessionAnswerView {
  return {
    roundNumber,
    wordId,
    word: wordId.toUpperCase(),
    isReal: true,
    difficulty: 'easy',
    playerAnswer: true,
    followupAnswer: 'x',
    isCorrect: true,
    isFast: false,
    timeSpent: 5000,
    definition: '',
    usage: '',
    explanation: '',
    correctAnswer: 'x',
    ...flags,
  };
}

describe('verdictRounds', () => {
  it("puts each round's word, both answers and both times side by side", () => {
    const yours = [
      answer(1, 'w1', { isFast: true, timeSpent: 3200 }),
      answer(2, 'w2', { playerAnswer: false, isCorrect: false }),
    ];
    const theirs = [
      answer(2, 'w2', { playerAnswer: null, isCorrect: false, timeSpent: 15000 }),
      answer(1, 'w1', { isReal: true, playerAnswer: true, isCorrect: false, timeSpent: 9000 }),
    ];
    expect(verdictRounds(yours, theirs)).toEqual([
      {
        roundNumber: 1,
        word: 'W1',
        isReal: true,
        you: { answer: 'real', ending: 'right', isFast: true, timeSpentMs: 3200 },
        them: { answer: 'real', ending: 'missed-followup', isFast: false, timeSpentMs: 9000 },
      },
      {
        roundNumber: 2,
        word: 'W2',
        isReal: true,
        you: { answer: 'fake', ending: 'wrong', isFast: false, timeSpentMs: 5000 },
        them: { answer: null, ending: 'timeout', isFast: false, timeSpentMs: 15000 },
      },
    ]);
  });

  it('leaves their side empty when their round is missing or on another word', () => {
    const rounds = verdictRounds([answer(1, 'w1'), answer(2, 'w2')], [answer(1, 'other')]);
    expect(rounds.map((round) => round.them)).toEqual([null, null]);
  });
});
