import { gradeFakeWord, gradeRealWord } from './difficulty';

describe('difficulty', () => {
  it('grades real words by SCOWL level; the commonest are no question at all', () => {
    expect(gradeRealWord(35)).toBeUndefined();
    expect(gradeRealWord(40)).toBe('easy');
    expect(gradeRealWord(55)).toBe('easy');
    expect(gradeRealWord(60)).toBe('medium');
    expect(gradeRealWord(undefined)).toBe('hard');
  });

  it('grades fakes by how real they look, one step easier with a common donor', () => {
    expect(gradeFakeWord(0.9, false)).toBe('hard');
    expect(gradeFakeWord(0.5, false)).toBe('medium');
    expect(gradeFakeWord(0.1, false)).toBe('easy');
    expect(gradeFakeWord(0.9, true)).toBe('medium');
    expect(gradeFakeWord(0.5, true)).toBe('easy');
    expect(gradeFakeWord(0.1, true)).toBe('easy');
  });
});
