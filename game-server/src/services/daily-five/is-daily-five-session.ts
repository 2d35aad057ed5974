import { utcDayOf } from '@bluffle/shared-schema';
import type { GameSessionRecord } from '../../domain/session';
import type { Store } from '../../store/port';

/**
 * Whether `session` is someone's daily five of its day: the day's play of its identity names it. A daily set
 * is everyone's that day, not a set its players shared, so their games stay off challenge boards.
 */
export async function isDailyFiveSession(
  store: Pick<Store, 'dailyFivePlays'>,
  session: GameSessionRecord,
): Promise<boolean> {
  // A daily five is started, never copied from another game.
  if (session.duplicatedFrom !== null) return false;
  const day = utcDayOf(Date.parse(session.createdAt));
  const play = await store.dailyFivePlays.find(session.identityKey, day, session.language);
  return play?.sessionCode === session.code;
}
