import { monthOf, monthWeeks, shiftMonth } from './archive-calendar';

describe('the archive calendar', () => {
  it('lays a month out in weeks from Monday, blank outside it', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('knows a leap February and steps months across a year end', () => {
    expect(
      monthWeeks('2028-02')
        .flat()
        .filter((day) => day !== null),
    ).toHaveLength(29);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthOf('2026-11-20')).toBe('2026-11');
  });
});
