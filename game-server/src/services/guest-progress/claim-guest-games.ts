import {
  MAX_GUEST_GAMES_CLAIMED,
  PLAY_LANGUAGES,
  type ClaimGuestGamesResponse,
  type GuestGamesResponse,
} from '@bluffle/shared-schema';
import { ConflictError } from '../../errors';
import type { GameSessionRecord } from '../../domain/session';
import { STREAK_LOOKBACK_DAYS } from '../daily-five/read-daily-five';
import { guestIdentityKey, isPracticePlay, userIdentityKey } from '../play-identity';
import type { StatsRecorder } from '../player-stats';
import type { ServiceDeps } from '../service-deps';
import { readUserStats } from '../user-services';

/** GET /api/users/me/guest-games: how many of this browser's guest games the account could take up. */
export async function countGuestGames(deps: ServiceDeps, guestId: string): Promise<GuestGamesResponse> {
  const sessions = await deps.store.sessions.listUnclaimedCompleted(
    guestIdentityKey(guestId),
    MAX_GUEST_GAMES_CLAIMED,
  );
  return { games: sessions.length };
}

/**
 * POST /api/users/me/guest-games/claim ( 'Guest progress kept'): the browser's completed guest
 * games become the signed-in account's, oldest first, each at most once:
 *
 * - Each game is moved with the session's version check, so two claims at once (two tabs) move it once;
 *   the loser skips it. A moved game is the account's and is never listed for a guest again.
 * - Fair play holds across the move (docs/design.md decision 11): a game of words the account had already played
 *   becomes practice and counts nowhere; the account's first play of those words is the one that counts.
 * - Practice games the guest played stay practice. Counted games reach the stats by the same rule as a
 *   game completed by the account itself.
 * - The browser's daily five days come along (carryDailyPlays), so the daily streak is the player's, not
 *   the browser's.
 */
export async function claimGuestGames(
  deps: ServiceDeps,
  recordStats: StatsRecorder,
  userId: string,
  guestId: string,
): Promise<ClaimGuestGamesResponse> {
  const sessions = await deps.store.sessions.listUnclaimedCompleted(
    guestIdentityKey(guestId),
    MAX_GUEST_GAMES_CLAIMED,
  );
  let added = 0;
  let practice = 0;
  for (const session of sessions) {
    const moved = await moveToAccount(deps, session, userId);
    if (moved === null) continue;
    if (moved.isPractice) {
      practice += 1;
      continue;
    }
    try {
      await recordStats(moved);
      added += 1;
    } catch (error) {
      // Like a completed game's stats: logged, the move stands (the game is the account's either way).
      deps.logger.error({ err: error, sessionCode: moved.code }, 'recording a claimed guest game failed');
    }
  }
  const dailyDays = await carryDailyPlays(deps, guestId, userId);
  deps.logger.info({ userId, added, practice, dailyDays }, 'guest games added to an account');
  return { added, practice, stats: await readUserStats(deps, userId) };
}

/**
 * Copies the guest's daily five plays to the account, each only where the account has none for that day and
 * language (the store's claim keeps the first), so the account's streak counts the days played as a guest
 * and today's set, played as a guest, is not offered again. Returns how many were new to the account.
 */
async function carryDailyPlays(deps: ServiceDeps, guestId: string, userId: string): Promise<number> {
  const plays = await deps.store.dailyFivePlays.listByIdentity(
    guestIdentityKey(guestId),
    STREAK_LOOKBACK_DAYS * PLAY_LANGUAGES.length,
  );
  const identityKey = userIdentityKey(userId);
  let carried = 0;
  for (const play of plays) {
    const kept = await deps.store.dailyFivePlays.claim({ ...play, identityKey });
    if (kept.sessionCode === play.sessionCode) carried += 1;
  }
  return carried;
}

/** The session as the account's, or null when another claim moved it first. */
async function moveToAccount(
  deps: ServiceDeps,
  session: GameSessionRecord,
  userId: string,
): Promise<GameSessionRecord | null> {
  const identityKey = userIdentityKey(userId);
  // Claimed before the move: the account's first play of these words decides whether this one counts.
  const isPractice =
    session.isPractice ||
    (session.wordSetKey !== null &&
      (await isPracticePlay(
        deps.store.firstPlays,
        { identityKey, code: session.code },
        session.wordSetKey,
        deps.clock.now(),
      )));
  try {
    return await deps.store.sessions.update({ ...session, userId, identityKey, isPractice });
  } catch (error) {
    if (error instanceof ConflictError) return null;
    throw error;
  }
}
