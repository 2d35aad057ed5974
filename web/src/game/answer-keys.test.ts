import { roundEnglish, roundFilipino } from '../i18n/catalogue/round';
import { answerForKey, phaseOneShortcuts, type AnswerKeyState, type PressedKey } from './answer-keys';

const press = (key: string, overrides: Partial<PressedKey> = {}): PressedKey => ({
  key,
  hasModifier: false,
  isInTextField: false,
  ...overrides,
});
const english = roundEnglish.answerKeys;
const phaseOne: AnswerKeyState = {
  phase: 'playing',
  isAnswerOpen: true,
  followupOptions: [],
  phaseOneKeys: english,
};
const filipinoPhaseOne: AnswerKeyState = { ...phaseOne, phaseOneKeys: roundFilipino.answerKeys };
const followup: AnswerKeyState = {
  phase: 'followup',
  isAnswerOpen: true,
  followupOptions: ['first', 'second', 'third', 'fourth'],
  phaseOneKeys: english,
};

describe('answer keys', () => {
  it('R and F answer phase one, in either case', () => {
    expect(answerForKey(press('r'), phaseOne)).toEqual({ kind: 'phase-one', isReal: true });
    expect(answerForKey(press('F'), phaseOne)).toEqual({ kind: 'phase-one', isReal: false });
    expect(answerForKey(press('1'), phaseOne)).toBeNull();
  });

  it('in Filipino, T (TOTOO) and P (PEKE) answer phase one, and R and F still do', () => {
    expect(answerForKey(press('t'), filipinoPhaseOne)).toEqual({ kind: 'phase-one', isReal: true });
    expect(answerForKey(press('P'), filipinoPhaseOne)).toEqual({ kind: 'phase-one', isReal: false });
    expect(answerForKey(press('R'), filipinoPhaseOne)).toEqual({ kind: 'phase-one', isReal: true });
    expect(answerForKey(press('f'), filipinoPhaseOne)).toEqual({ kind: 'phase-one', isReal: false });
    expect(answerForKey(press('t', { isInTextField: true }), filipinoPhaseOne)).toBeNull();
  });

  it("an English game's T and P answer nothing", () => {
    expect(answerForKey(press('t'), phaseOne)).toBeNull();
    expect(answerForKey(press('p'), phaseOne)).toBeNull();
  });

  it("each button announces its language's letter first, then R or F", () => {
    expect(phaseOneShortcuts(roundFilipino.answerKeys)).toEqual({ real: 'T R', fake: 'P F' });
    expect(phaseOneShortcuts(english)).toEqual({ real: 'R', fake: 'F' });
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
