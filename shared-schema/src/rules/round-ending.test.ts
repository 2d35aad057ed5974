import { isFastRound, roundEndingOf } from './round-ending';

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
