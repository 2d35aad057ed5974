import type { SessionAnswerView } from '../api/sessions';
import { challengeVerdict, verdictRounds } from './challenge-verdict';

describe('challengeVerdict', () => {
  it('crowns the challenger by the margin', () => {
    expect(challengeVerdict({ yourScore: 12, theirScore: 9, theirName: 'Nina' })).toEqual({
      outcome: 'won',
      margin: 3,
      headline: 'You beat Nina by 3 points!',
      detail: 'You 12, Nina 9.',
    });
  });

  it('says one point, not one points', () => {
    expect(challengeVerdict({ yourScore: 5, theirScore: 4, theirName: 'Nina' }).headline).toBe(
      'You beat Nina by 1 point!',
    );
  });

  it('gives the original the game when they scored more', () => {
    expect(challengeVerdict({ yourScore: 4, theirScore: 11, theirName: 'Nina' })).toEqual({
      outcome: 'lost',
      margin: 7,
      headline: 'Nina wins this time',
      detail: 'You 4, Nina 11.',
    });
  });

  it('calls equal scores a tie', () => {
    expect(challengeVerdict({ yourScore: 9, theirScore: 9, theirName: 'Nina' })).toEqual({
      outcome: 'tie',
      margin: 0,
      headline: 'A tie with Nina!',
      detail: 'You both scored 9.',
    });
  });

  it('crowns nobody on a practice replay, and says it was practice', () => {
    const won = challengeVerdict({ yourScore: 16, theirScore: 9, theirName: 'Nina', isPractice: true });
    expect(won.outcome).toBe('won');
    expect(won.headline).toBe('Practice only: you scored 7 points more than Nina');
    expect(
      challengeVerdict({ yourScore: 2, theirScore: 3, theirName: 'Nina', isPractice: true }).headline,
    ).toBe('Practice only: Nina scored 1 point more');
    expect(
      challengeVerdict({ yourScore: 3, theirScore: 3, theirName: 'Nina', isPractice: true }).headline,
    ).toBe('Practice only: level with Nina');
    for (const score of [0, 3, 16]) {
      const verdict = challengeVerdict({
        yourScore: score,
        theirScore: 3,
        theirName: 'Nina',
        isPractice: true,
      });
      expect(verdict.headline).not.toMatch(/beat|wins/);
    }
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
