// The daily five's streak (: 'days in a row played'): counted from the UTC days an identity started a
// daily five on. A day not played YET does not break it: until today's midnight passes, yesterday's streak
// still stands (as Wordle shows it), and playing today adds one.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day before `day` ('YYYY-MM-DD'). */
export function previousUtcDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Days in a row, ending today or yesterday, among `playedDays` ('YYYY-MM-DD', any order, repeats allowed):
 * 0 when neither today nor yesterday was played.
 */
export function dailyStreak(playedDays: readonly string[], today: string): number {
  const played = new Set(playedDays);
  let day = played.has(today) ? today : previousUtcDay(today);
  let streak = 0;
  while (played.has(day)) {
    streak += 1;
    day = previousUtcDay(day);
  }
  return streak;
}
