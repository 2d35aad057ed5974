import {
  dailyStreak,
  nextUtcMidnight,
  utcDayOf,
  type DailyFiveQuery,
  type DailyFiveResult,
  type DailyFiveState,
} from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import type { DailyFivePlayRecord } from '../../domain/daily-five';
import type { PlayerIdentity } from '../play-identity';
import type { ServiceDeps } from '../service-deps';
import { dailyIdentityOf } from './daily-identity';

/** How far back the streak looks: a streak counts up to this many days (nearly three years). */
export const STREAK_LOOKBACK_DAYS = 1000;

/**
 * GET /api/daily?language=: today's day and reset, whether this identity has played today's set, its
 * result, and its streak. Reads only: the day's set is chosen when someone starts it, and none of its
 * words are named here.
 */
export async function readDailyFive(
  deps: ServiceDeps,
  query: DailyFiveQuery,
  identity: PlayerIdentity,
): Promise<DailyFiveState> {
  const now = deps.clock.now();
  const day = utcDayOf(now);
  const base = { day, language: query.language, resetsAt: nextUtcMidnight(now) };
  const daily = dailyIdentityOf(identity);
  if (daily === null) {
    return { ...base, hasPlayed: false, streak: 0, result: null, keptFor: 'nobody' };
  }
  const [play, playedDays] = await Promise.all([
    deps.store.dailyFivePlays.find(daily.key, day, query.language),
    deps.store.dailyFivePlays.playedDays(daily.key, STREAK_LOOKBACK_DAYS),
  ]);
  return {
    ...base,
    hasPlayed: play !== null,
    streak: dailyStreak(playedDays, day),
    result: play === null ? null : await resultOf(deps.store, play),
    keptFor: daily.keptFor,
  };
}

/** The day's game as it stands; a game abandoned and purged since reads as started and unfinished. */
async function resultOf(store: Store, play: DailyFivePlayRecord): Promise<DailyFiveResult> {
  const session = await store.sessions.findByCode(play.sessionCode);
  const isComplete = session?.status === 'completed';
  return {
    sessionCode: play.sessionCode,
    isComplete,
    score: isComplete ? session.score.totalScore : null,
    correctAnswers: isComplete ? session.score.correct : null,
    totalRounds: session?.totalRounds ?? 0,
    isPractice: session?.isPractice ?? false,
  };
}
