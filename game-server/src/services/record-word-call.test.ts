import type { SubmitAnswerResponse } from '@bluffle/shared-schema';
import { isFoolRateCall, phaseOneCallOf } from './record-word-call';

const roundOver = (isTimeout: boolean) =>
  ({ stage: 'round-over', isTimeout }) as Extract<SubmitAnswerResponse, { stage: 'round-over' }>;
const followup = { stage: 'followup' } as Extract<SubmitAnswerResponse, { stage: 'followup' }>;
const phaseOne = (answer: boolean | null) =>
  ({ type: 'phase-one-answer', roundNumber: 1, wordId: 'w', answer }) as const;

describe('phaseOneCallOf', () => {
  it('is what the player said at phase one in time, right (follow-up opened) or wrong', () => {
    expect(phaseOneCallOf(phaseOne(true), followup)).toBe(true);
    expect(phaseOneCallOf(phaseOne(false), roundOver(false))).toBe(false);
  });

  it('is no call for a timeout, a late answer or a follow-up answer', () => {
    expect(phaseOneCallOf(phaseOne(null), roundOver(true))).toBeNull();
    expect(phaseOneCallOf(phaseOne(true), roundOver(true))).toBeNull();
    const followupAnswer = { type: 'followup-answer', roundNumber: 1, wordId: 'w', answer: 'x' } as const;
    expect(phaseOneCallOf(followupAnswer, roundOver(false))).toBeNull();
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
