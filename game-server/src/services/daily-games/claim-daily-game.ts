import { utcDayOf } from '@bluffle/shared-schema';
import type { PlayerIdentity } from '../play-identity';
import { dailyGameLimitOf, type DailyGamesDeps } from './daily-game-limit';
import { DailyLimitReachedError } from './daily-limit-reached';

/**
 * Counts a new solo game (a created game or an accepted challenge) on the player's UTC day, or refuses it
 * at the plan's limit (docs/design.md, gap 'free-tier daily limit'). Called after the request's cheap checks and
 * before anything is stored, so neither a refused request nor a refused game is counted or kept.
 *
 * - Guests are not counted: a guest id is the browser's own, dropped as easily as a cookie.
 * - Unlimited players (wordsmith, admin) are counted too, with no limit: a subscription that ends at noon
 *   leaves a bluffling who has already played the morning's games, not one with a fresh allowance.
 * - The store's claim is atomic, so games started at once cannot pass the limit together.
 * - The roles are read from the store, not the request: the session routes hand services a PlayerIdentity.
 */
export async function claimDailyGame(deps: DailyGamesDeps, identity: PlayerIdentity): Promise<void> {
  if (identity.userId === null) return;
  const now = deps.clock.now();
  const record = await deps.store.users.findById(identity.userId);
  const limit = dailyGameLimitOf(record, deps.dailyFreeGames, now);
  const counted = await deps.store.dailyGames.claim(identity.userId, utcDayOf(now), limit);
  if (counted === null && limit !== null) {
    throw new DailyLimitReachedError(limit, now);
  }
}
