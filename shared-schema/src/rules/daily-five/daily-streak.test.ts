import { dailyStreak, previousUtcDay } from './daily-streak';

describe('the daily five: the streak', () => {
  it('steps back one UTC day, across months, years and a leap day', () => {
    expect(previousUtcDay('2026-03-01')).toBe('2026-02-28');
    expect(previousUtcDay('2028-03-01')).toBe('2028-02-29');
    expect(previousUtcDay('2027-01-01')).toBe('2026-12-31');
  });

  it('counts the days in a row ending today', () => {
    expect(dailyStreak(['2026-03-14', '2026-03-13', '2026-03-12'], '2026-03-14')).toBe(3);
    expect(dailyStreak(['2026-03-14'], '2026-03-14')).toBe(1);
  });

  it('still stands on a day not played yet, from yesterday back', () => {
    expect(dailyStreak(['2026-03-13', '2026-03-12'], '2026-03-14')).toBe(2);
  });

  it('is broken by a missed day', () => {
    expect(dailyStreak(['2026-03-12', '2026-03-11'], '2026-03-14')).toBe(0);
    expect(dailyStreak(['2026-03-14', '2026-03-12', '2026-03-11'], '2026-03-14')).toBe(1);
    expect(dailyStreak([], '2026-03-14')).toBe(0);
  });

  it('counts a day once whatever the order or repeats (two languages on one day)', () => {
    expect(dailyStreak(['2026-03-12', '2026-03-14', '2026-03-13', '2026-03-14'], '2026-03-14')).toBe(3);
  });

  it('ignores days after today (a clock that went back)', () => {
    expect(dailyStreak(['2026-03-15', '2026-03-14'], '2026-03-14')).toBe(1);
  });
});
