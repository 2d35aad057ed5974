import { dailyGameLimit } from '@bluffle/shared-schema';
import type { Clock } from '../../clock';
import { signedInUserOf, type UserRecord } from '../../domain/user';
import type { Store } from '../../store/port';

/** What counting and reading the daily games needs: DAILY_FREE_GAMES comes from config at start-up. */
export interface DailyGamesDeps {
  store: Pick<Store, 'users' | 'dailyGames'>;
  clock: Clock;
  /** config.payments.dailyFreeGames: a bluffling's games a day (lexivestor one more). */
  dailyFreeGames: number;
}

/**
 * The stored user's games a day by the roles in force at `nowMs` (a paid wordsmith subscription that ran
 * out an hour ago no longer counts), so the player and an admin asking about them get the same answer.
 * A record gone missing gets a bluffling's limit, never none.
 */
export function dailyGameLimitOf(
  record: UserRecord | null,
  dailyFreeGames: number,
  nowMs: number,
): number | null {
  return dailyGameLimit(record === null ? { roles: [] } : signedInUserOf(record, nowMs), dailyFreeGames);
}
