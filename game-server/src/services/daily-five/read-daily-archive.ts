import {
  DAILY_ARCHIVE_MAX_DAYS,
  dailyArchiveDays,
  utcDayOf,
  type DailyArchive,
  type DailyFiveQuery,
} from '@bluffle/shared-schema';
import type { PlayerIdentity } from '../play-identity';
import type { ServiceDeps } from '../service-deps';
import { dailyIdentityOf } from './daily-identity';

/**
 * GET /api/daily/archive?language=: the language's past sets, newest first, each marked when this identity
 * played it on its own day. Reads only, and names no word: a day's set is chosen (or read) when
 * someone starts it.
 */
export async function readDailyArchive(
  deps: ServiceDeps,
  query: DailyFiveQuery,
  identity: PlayerIdentity,
): Promise<DailyArchive> {
  const today = utcDayOf(deps.clock.now());
  const daily = dailyIdentityOf(identity);
  const [firstSetDay, plays] = await Promise.all([
    deps.store.dailyFiveSets.firstDay(query.language),
    daily === null ? [] : deps.store.dailyFivePlays.listByIdentity(daily.key, DAILY_ARCHIVE_MAX_DAYS * 2),
  ]);
  const played = new Set(plays.filter((play) => play.language === query.language).map((play) => play.day));
  return {
    language: query.language,
    today,
    days: dailyArchiveDays(firstSetDay, today).map((day) => ({ day, hasPlayed: played.has(day) })),
  };
}
