import { dailyGamesView, utcDayOf, type DailyGamesResponse } from '@bluffle/shared-schema';
import { NotFoundError } from '../../errors';
import { dailyGameLimitOf, type DailyGamesDeps } from './daily-game-limit';

/**
 * GET /api/users/{userId}/daily-games: the user's games today and what is left, by THAT user's roles in
 * force (an admin may ask about anyone: the access rule has checked self-or-admin).
 */
export async function readDailyGames(deps: DailyGamesDeps, userId: string): Promise<DailyGamesResponse> {
  const now = deps.clock.now();
  const record = await deps.store.users.findById(userId);
  if (record === null) {
    throw new NotFoundError('User not found');
  }
  const played = await deps.store.dailyGames.countOf(userId, utcDayOf(now));
  return dailyGamesView(dailyGameLimitOf(record, deps.dailyFreeGames, now), played, now);
}
