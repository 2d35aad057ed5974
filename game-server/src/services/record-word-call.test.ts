import { isFoolRateCall, phaseOneCallOf } from './record-word-call';

const phaseOne = (answer: boolean | null) =>
  ({ type: 'phase-one-answer', roundNumber: 1, wordId: 'w', answer }) as const;

describe('phaseOneCallOf', () => {
  it('is what the player said at phase one, in time or late', () => {
    expect(phaseOneCallOf(phaseOne(true))).toBe(true);
    expect(phaseOneCallOf(phaseOne(false))).toBe(false);
  });

  it('is no call for a timeout with no answer or a follow-up answer', () => {
    expect(phaseOneCallOf(phaseOne(null))).toBeNull();
    const followupAnswer = { type: 'followup-answer', roundNumber: 1, wordId: 'w', answer: 'x' } as const;
    expect(phaseOneCallOf(followupAnswer)).toBeNull();
  });
});

describe('isFoolRateCall', () => {
  const contributed = { source: 'wordsmith', createdBy: 'local:smith' } as const;

  it("counts a contributed word's calls by anyone but its author, guests included", () => {
    expect(isFoolRateCall(contributed, 'local:friend')).toBe(true);
    expect(isFoolRateCall(contributed, null)).toBe(true);
    expect(isFoolRateCall(contributed, 'local:smith')).toBe(false);
  });

  it('leaves every other word off the count', () => {
    for (const source of ['seed', 'generated', 'csv'] as const) {
      expect(isFoolRateCall({ source, createdBy: 'local:boss' }, 'local:friend')).toBe(false);
    }
  });
});
