// The daily archive's calendar: a month of days, weeks from Monday, as the card lays them out.
// Days are UTC 'YYYY-MM-DD' strings like the server's, so no local time zone moves a set to another day.

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `delta` months after `month` ('YYYY-MM'), before it when negative. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/**
 * The month's weeks, Monday first: each a row of seven days ('YYYY-MM-DD'), null where the row runs into
 * the month before or after.
 */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; Monday starts the week.
  const leading = (first.getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: leading }, () => null);
  for (let date = 1; date <= daysInMonth; date += 1) {
    cells.push(`${month}-${String(date).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
