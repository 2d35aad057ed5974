// The daily archive: every past day's set can be played again, as practice. It runs from the
// first day the language had a set (the game's first daily five) to yesterday; today's set is the daily five
// itself, and tomorrow's is nobody's yet.
import { previousUtcDay } from './daily-streak';

/** How far back the archive reaches: a year of sets, the length of a calendar a player pages through. */
export const DAILY_ARCHIVE_MAX_DAYS = 366;

/**
 * The archive's days, newest first: yesterday back to `firstSetDay` (the language's first stored set), at
 * most DAILY_ARCHIVE_MAX_DAYS of them; none before the first set exists.
 */
export function dailyArchiveDays(firstSetDay: string | null, today: string): string[] {
  const days: string[] = [];
  if (firstSetDay === null) return days;
  for (
    let day = previousUtcDay(today);
    day >= firstSetDay && days.length < DAILY_ARCHIVE_MAX_DAYS;
    day = previousUtcDay(day)
  ) {
    days.push(day);
  }
  return days;
}

/** Whether `day` ('YYYY-MM-DD') is in the archive: past, and on or after the language's first set. */
export function isDailyArchiveDay(day: string, firstSetDay: string | null, today: string): boolean {
  return dailyArchiveDays(firstSetDay, today).includes(day);
}
