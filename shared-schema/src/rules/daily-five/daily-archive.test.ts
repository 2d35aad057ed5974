import { DAILY_ARCHIVE_MAX_DAYS, dailyArchiveDays, isDailyArchiveDay } from './daily-archive';

describe('dailyArchiveDays', () => {
  it('runs from yesterday back to the first set, newest first, across a month end', () => {
    expect(dailyArchiveDays('2026-10-30', '2026-11-02')).toEqual(['2026-11-01', '2026-10-31', '2026-10-30']);
  });

  it('is empty before any set exists, and on the first set’s own day (today is not archive)', () => {
    expect(dailyArchiveDays(null, '2026-11-02')).toEqual([]);
    expect(dailyArchiveDays('2026-11-02', '2026-11-02')).toEqual([]);
  });

  it('reaches back a year at most', () => {
    const days = dailyArchiveDays('2020-01-01', '2026-11-02');
    expect(days).toHaveLength(DAILY_ARCHIVE_MAX_DAYS);
    expect(days[0]).toBe('2026-11-01');
  });
});

describe('isDailyArchiveDay', () => {
  it('takes a past day on or after the first set, and refuses today, the future and days before the first set', () => {
    expect(isDailyArchiveDay('2026-10-30', '2026-10-30', '2026-11-02')).toBe(true);
    expect(isDailyArchiveDay('2026-11-01', '2026-10-30', '2026-11-02')).toBe(true);
    expect(isDailyArchiveDay('2026-11-02', '2026-10-30', '2026-11-02')).toBe(false);
    expect(isDailyArchiveDay('2026-11-03', '2026-10-30', '2026-11-02')).toBe(false);
    expect(isDailyArchiveDay('2026-10-29', '2026-10-30', '2026-11-02')).toBe(false);
    expect(isDailyArchiveDay('2026-11-01', null, '2026-11-02')).toBe(false);
  });
});
