import { COMBINING_FORMS } from './classical-parts';

describe('the classical combining forms', () => {
  it('holds at least 120 forms, Greek and Latin, each spelled in plain lowercase letters', () => {
    expect(COMBINING_FORMS.length).toBeGreaterThanOrEqual(120);
    expect(COMBINING_FORMS.some((root) => root.origin === 'greek')).toBe(true);
    expect(COMBINING_FORMS.some((root) => root.origin === 'latin')).toBe(true);
    for (const root of COMBINING_FORMS) expect(root.form).toMatch(/^[a-z]{2,}$/);
  });

  it('lists each form once per language', () => {
    const keys = COMBINING_FORMS.map((root) => `${root.origin}:${root.form}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says which part of the body a body root is, and only for body roots', () => {
    for (const root of COMBINING_FORMS) {
      expect(root.bodyPart !== undefined).toBe(root.kind === 'body');
    }
  });

  it('counts a noun whose plural is itself as a mass noun, and a plural noun as countable', () => {
    const byForm = (form: string) => COMBINING_FORMS.find((root) => root.form === form);
    expect(byForm('hydr')).toMatchObject({ noun: 'water', isMass: true });
    expect(byForm('ornith')).toMatchObject({ noun: 'bird', nouns: 'birds', isMass: false });
    expect(byForm('derm')).toMatchObject({ noun: 'skin', isMass: true });
  });
});
