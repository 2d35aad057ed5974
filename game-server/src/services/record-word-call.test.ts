import { countPlayerCall, isCountedCall, phaseOneCallOf } from './record-word-call';

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

describe('isCountedCall', () => {
  it("counts a contributed word's calls by anyone but its author, guests included", () => {
    const contributed = { createdBy: 'local:smith' };
    expect(isCountedCall(contributed, 'local:friend')).toBe(true);
    expect(isCountedCall(contributed, null)).toBe(true);
    expect(isCountedCall(contributed, 'local:smith')).toBe(false);
  });

  it('counts every call of a word nobody authored (the seeded bank)', () => {
    expect(isCountedCall({ createdBy: null }, 'local:friend')).toBe(true);
    expect(isCountedCall({ createdBy: null }, null)).toBe(true);
  });
});

describe('countPlayerCall', () => {
  it("counts what the player said, and nothing for the author's own call", () => {
    const counted: Array<[string, boolean]> = [];
    const counter = {
      count: (wordId: string, calledReal: boolean) => void counted.push([wordId, calledReal]),
    };
    countPlayerCall(counter, { id: 'w1', createdBy: null }, 'local:friend', true);
    countPlayerCall(counter, { id: 'w2', createdBy: 'local:smith' }, 'local:smith', false);
    countPlayerCall(counter, { id: 'w2', createdBy: 'local:smith' }, null, false);
    expect(counted).toEqual([
      ['w1', true],
      ['w2', false],
    ]);
  });
});
