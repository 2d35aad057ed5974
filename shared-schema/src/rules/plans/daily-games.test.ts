import { dailyGameLimit, dailyGamesView, nextUtcMidnight, utcDayOf } from './daily-games';

describe('daily games', () => {
  it('counts by UTC day, and resets at the next UTC midnight', () => {
    const lateEvening = Date.parse('2026-11-24T23:59:59.999Z');
    expect(utcDayOf(lateEvening)).toBe('2026-11-24');
    expect(utcDayOf(lateEvening + 1)).toBe('2026-11-25');
    expect(nextUtcMidnight(lateEvening)).toBe('2026-11-25T00:00:00.000Z');
    expect(nextUtcMidnight(Date.parse('2026-11-25T00:00:00.000Z'))).toBe('2026-11-26T00:00:00.000Z');
  });

  it('gives blufflings the free number, lexivestors one more, wordsmiths and admins no limit', () => {
    expect(dailyGameLimit({ roles: [] }, 5)).toBe(5);
    expect(dailyGameLimit({ roles: ['lexivestor'] }, 5)).toBe(6);
    expect(dailyGameLimit({ roles: ['wordsmith', 'lexivestor'] }, 5)).toBeNull();
    expect(dailyGameLimit({ roles: ['admin'] }, 5)).toBeNull();
  });

  it('shows what is left, never below zero', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    expect(dailyGamesView(5, 2, now)).toEqual({
      limit: 5,
      played: 2,
      remaining: 3,
      resetsAt: '2026-11-25T00:00:00.000Z',
    });
    expect(dailyGamesView(5, 7, now).remaining).toBe(0);
    expect(dailyGamesView(null, 7, now).remaining).toBeNull();
  });
});
