import {
  ERROR_CODES,
  ERROR_MESSAGES,
  dailyDayUnavailableMessage,
  isDailyArchiveDay,
  phaseOneSeconds,
  utcDayOf,
  type StartDailyFiveBody,
  type StartDailyFiveResponse,
} from '@bluffle/shared-schema';
import type { GameSessionRecord } from '../../domain/session';
import { BadRequestError, NotFoundError } from '../../errors';
import { storeNewSession } from '../new-session-record';
import { openedWordsOf } from '../opened-words';
import { isPracticePlay, wordSetKeyOf, type PlayerIdentity } from '../play-identity';
import { openRound } from '../rounds';
import type { ServiceDeps } from '../service-deps';
import { dailyFivePlayedError } from './daily-five-played';
import { dailyIdentityOf } from './daily-identity';
import { daySetOf } from './day-set';

/**
 * POST /api/daily/start: the day's set as a solo session (solo timers, or none when relaxed; judged, completed and counted in the
 * stats like any solo game), round 1 open now because the words go back with this answer, without their
 * truth. Once a day per identity and language: a second start is a 409.
 *
 * It does not count against the free daily limit (services/daily-games): it is one a day by nature, and a
 * player at the limit still gets the day's puzzle.
 */
export async function startDailyFive(
  deps: ServiceDeps,
  body: StartDailyFiveBody,
  identity: PlayerIdentity,
): Promise<StartDailyFiveResponse> {
  const daily = dailyIdentityOf(identity);
  // 'Once a day' needs someone to keep it for.
  if (daily === null) {
    throw new BadRequestError(ERROR_MESSAGES.dailyFiveNeedsGuestId, ERROR_CODES.guestIdRequired);
  }
  const now = deps.clock.now();
  const today = utcDayOf(now);
  if (body.day !== undefined && body.day !== today) {
    return startArchiveDay(deps, body, identity, body.day, today);
  }
  const day = today;
  // The common refusal first, before anything is stored.
  if ((await deps.store.dailyFivePlays.find(daily.key, day, body.language)) !== null) {
    throw dailyFivePlayedError(now);
  }
  const created = await storeDaySession(deps, body, identity, day, now, false);
  let session = created.session;
  // The claim is the once-a-day rule: of two starts at once (two tabs, two processes) exactly one is the
  // day's play. The loser's session never left the server (its token is dropped here) and, never
  // completed, is purged with the abandoned games.
  const play = await deps.store.dailyFivePlays.claim({
    identityKey: daily.key,
    day,
    language: body.language,
    sessionCode: session.code,
    startedAt: new Date(now).toISOString(),
  });
  if (play.sessionCode !== session.code) {
    throw dailyFivePlayedError(now);
  }
  // A set this identity met before (a challenge on someone's daily) is practice: no stats (docs/design.md decision 11).
  const wordSetKey = session.wordSetKey ?? wordSetKeyOf(session.wordIds);
  if (await isPracticePlay(deps.store.firstPlays, session, wordSetKey, now)) {
    // Nobody else holds this session's token yet, so this update cannot race an answer.
    session = await deps.store.sessions.update({ ...session, isPractice: true });
  }
  // Round 1's word: the others go out as their rounds open, so holding a feedback shows none early.
  const opened = await openedWordsOf(deps, session);
  deps.logger.info(
    {
      sessionCode: session.code,
      day,
      language: body.language,
      isPractice: session.isPractice,
      isRelaxed: session.isRelaxed,
    },
    'daily five started',
  );
  return {
    sessionCode: session.code,
    playerToken: created.playerToken,
    day,
    language: body.language,
    ...opened,
    isPractice: session.isPractice,
    isArchive: false,
    isRelaxed: session.isRelaxed,
  };
}

/**
 * A past day's set from the archive: the set that day's players met (or, for a day nobody
 * played, the one the rule chooses for it now, fixed from then on), as practice: never counted for stats or
 * the daily streak, and no once-a-day claim, so it can be played again.
 */
async function startArchiveDay(
  deps: ServiceDeps,
  body: StartDailyFiveBody,
  identity: PlayerIdentity,
  day: string,
  today: string,
): Promise<StartDailyFiveResponse> {
  const firstSetDay = await deps.store.dailyFiveSets.firstDay(body.language);
  if (!isDailyArchiveDay(day, firstSetDay, today)) {
    throw new NotFoundError(dailyDayUnavailableMessage(day), ERROR_CODES.dailyDayUnavailable);
  }
  const created = await storeDaySession(deps, body, identity, day, deps.clock.now(), true);
  const { session } = created;
  const opened = await openedWordsOf(deps, session);
  deps.logger.info({ sessionCode: session.code, day, language: body.language }, 'daily archive set started');
  return {
    sessionCode: session.code,
    playerToken: created.playerToken,
    day,
    language: body.language,
    ...opened,
    isPractice: true,
    isArchive: true,
    isRelaxed: session.isRelaxed,
  };
}

/** `day`'s set as a solo session, round 1 open at `now` (solo timers, or none when relaxed). */
async function storeDaySession(
  deps: ServiceDeps,
  body: StartDailyFiveBody,
  identity: PlayerIdentity,
  day: string,
  now: number,
  isPractice: boolean,
): Promise<{ session: GameSessionRecord; playerToken: string }> {
  const wordIds = await daySetOf(deps, day, body.language);
  return storeNewSession(deps, {
    identity,
    playerName: body.playerName,
    language: body.language,
    totalRounds: wordIds.length,
    phaseOneSeconds: phaseOneSeconds('solo'),
    isRelaxed: body.isRelaxed ?? false,
    wordIds,
    currentRound: openRound(1, now),
    duplicatedFrom: null,
    isPractice,
  });
}
