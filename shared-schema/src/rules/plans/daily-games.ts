import { planOf, type HasRoles } from '../roles';

// The free daily limit (docs/product.md §6 bluffling 'limited daily rounds', lexivestor '+1 bonus'; docs/design.md (gaps closed)): a
// number of solo games per UTC day for signed-in players, counted by the server when a game is created.

/** DAILY_FREE_GAMES when the operator sets none. */
export const DEFAULT_DAILY_FREE_GAMES = 5;
/** What lexivestor adds to the free number (docs/product.md §6 '+1 bonus daily round'). */
export const LEXIVESTOR_BONUS_GAMES = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day an instant falls on, 'YYYY-MM-DD': the key games are counted under. */
export function utcDayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The next UTC midnight after `now` (ISO 8601): when the day's count starts again. */
export function nextUtcMidnight(now: number): string {
  return new Date(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS).toISOString();
}

/**
 * How many solo games a day the roles in force allow: `freeGames` for a bluffling, one more for a
 * lexivestor, null (no limit) for a wordsmith or an admin.
 */
export function dailyGameLimit(user: HasRoles, freeGames: number): number | null {
  const plan = planOf(user);
  if (plan === 'wordsmith' || plan === 'admin') return null;
  return plan === 'lexivestor' ? freeGames + LEXIVESTOR_BONUS_GAMES : freeGames;
}

/** What the menu shows and the server refuses by (api/payments.ts DailyGamesView). */
export interface DailyGamesView {
  /** Games a day, or null when unlimited. */
  limit: number | null;
  /** Games started today (UTC). */
  played: number;
  /** Games left today, or null when unlimited. */
  remaining: number | null;
  /** ISO 8601: the next UTC midnight, when the count starts again. */
  resetsAt: string;
}

export function dailyGamesView(limit: number | null, played: number, now: number): DailyGamesView {
  return {
    limit,
    played,
    remaining: limit === null ? null : Math.max(0, limit - played),
    resetsAt: nextUtcMidnight(now),
  };
}
