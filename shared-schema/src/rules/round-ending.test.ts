import { isFastRound, isRightCall, roundEndingOf } from './round-ending';

describe('roundEndingOf', () => {
  it.each([
    [{ playerAnswer: true, isReal: true, isCorrect: true, isFast: false }, 'right'],
    [{ playerAnswer: false, isReal: false, isCorrect: false, isFast: false }, 'missed-followup'],
    [{ playerAnswer: true, isReal: false, isCorrect: false, isFast: false }, 'wrong'],
    [{ playerAnswer: null, isReal: true, isCorrect: false, isFast: false }, 'timeout'],
  ] as const)('tells %j as %s', (round, ending) => {
    expect(roundEndingOf(round)).toBe(ending);
  });
});

describe('isFastRound', () => {
  it('is fast only when the round was right', () => {
    expect(isFastRound({ playerAnswer: true, isReal: true, isCorrect: true, isFast: true })).toBe(true);
    expect(isFastRound({ playerAnswer: true, isReal: true, isCorrect: true, isFast: false })).toBe(false);
    expect(isFastRound({ playerAnswer: false, isReal: true, isCorrect: false, isFast: true })).toBe(false);
  });
});

describe('isRightCall', () => {
  it('is the real-or-bluff call alone: right whatever the follow-up, never without a call', () => {
    expect(isRightCall({ playerAnswer: false, isReal: false })).toBe(true);
    expect(isRightCall({ playerAnswer: true, isReal: true })).toBe(true);
    expect(isRightCall({ playerAnswer: true, isReal: false })).toBe(false);
    expect(isRightCall({ playerAnswer: null, isReal: false })).toBe(false);
  });
});
