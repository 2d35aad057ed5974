import { fakeLook, gradeFakesAsTheRealWords, gradeRealWord } from './difficulty';

describe('difficulty', () => {
  it('grades real words by SCOWL level; the commonest are no question at all', () => {
    expect(gradeRealWord(35)).toBeUndefined();
    expect(gradeRealWord(40)).toBe('easy');
    expect(gradeRealWord(55)).toBe('easy');
    expect(gradeRealWord(60)).toBe('medium');
    expect(gradeRealWord(undefined)).toBe('hard');
  });

  it('ranks a spelling readers believed above any they did not rate, and the classifier within a rating', () => {
    expect(fakeLook(0.1, 3)).toBeGreaterThan(fakeLook(0.99, undefined));
    expect(fakeLook(0.1, 4)).toBeGreaterThan(fakeLook(0.9, 3));
    expect(fakeLook(0.8, undefined)).toBeGreaterThan(fakeLook(0.2, undefined));
  });

  it("grades a batch's fakes in its real words' shares, the best-looking hardest", () => {
    const fakes = [5, 1, 4, 2, 3, 6, 8, 7, 0, 9].map((look) => ({ look }));
    const grades = gradeFakesAsTheRealWords(fakes, ['easy', 'easy', 'medium', 'medium', 'medium', 'hard']);
    const byLook = (level: string) =>
      grades
        .filter(({ difficulty }) => difficulty === level)
        .map(({ fake }) => fake.look)
        .sort((left, right) => left - right);
    expect(byLook('easy')).toEqual([0, 1, 2]);
    expect(byLook('medium')).toEqual([3, 4, 5, 6, 7]);
    expect(byLook('hard')).toEqual([8, 9]);
  });

  it('grades in thirds when the batch has no real words, and every fake once', () => {
    const fakes = [2, 0, 1, 5, 3, 4].map((look) => ({ look }));
    const grades = gradeFakesAsTheRealWords(fakes, []);
    expect(grades.map(({ fake }) => fake)).toEqual(fakes);
    expect(grades.map(({ difficulty }) => difficulty)).toEqual([
      'medium',
      'easy',
      'easy',
      'hard',
      'medium',
      'hard',
    ]);
  });
});
