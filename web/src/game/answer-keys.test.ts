import { answerForKey, type AnswerKeyState, type PressedKey } from './answer-keys';

const press = (key: string, overrides: Partial<PressedKey> = {}): PressedKey => ({
  key,
  hasModifier: false,
  isInTextField: false,
  ...overrides,
});
const phaseOne: AnswerKeyState = { phase: 'playing', isAnswerOpen: true, followupOptions: [] };
const followup: AnswerKeyState = {
  phase: 'followup',
  isAnswerOpen: true,
  followupOptions: ['first', 'second', 'third', 'fourth'],
};

describe('answer keys', () => {
  it('R and F answer phase one, in either case', () => {
    expect(answerForKey(press('r'), phaseOne)).toEqual({ kind: 'phase-one', isReal: true });
    expect(answerForKey(press('F'), phaseOne)).toEqual({ kind: 'phase-one', isReal: false });
    expect(answerForKey(press('1'), phaseOne)).toBeNull();
  });

  it('1 to 4 pick the follow-up option in the order shown', () => {
    expect(answerForKey(press('1'), followup)).toEqual({ kind: 'followup', option: 'first' });
    expect(answerForKey(press('4'), followup)).toEqual({ kind: 'followup', option: 'fourth' });
    expect(answerForKey(press('5'), followup)).toBeNull();
    expect(answerForKey(press('r'), followup)).toBeNull();
  });

  it('answers nothing while an answer is on its way or the feedback shows', () => {
    expect(answerForKey(press('r'), { ...phaseOne, isAnswerOpen: false })).toBeNull();
    expect(answerForKey(press('2'), { ...followup, isAnswerOpen: false })).toBeNull();
  });

  it('leaves shortcuts with a modifier and typing in a field alone', () => {
    expect(answerForKey(press('r', { hasModifier: true }), phaseOne)).toBeNull();
    expect(answerForKey(press('f', { isInTextField: true }), phaseOne)).toBeNull();
  });

  it('answers nothing outside a round', () => {
    expect(answerForKey(press('r'), { ...phaseOne, phase: 'results' })).toBeNull();
  });
});
