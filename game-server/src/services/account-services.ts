import type { UpsertUserBody } from '@bluffle/shared-schema';
import { readDailyGames } from './daily-games/daily-games-view';
import type { GameServiceDeps } from './game-service-deps';
import { claimGuestGames, countGuestGames } from './guest-progress/claim-guest-games';
import { listPlayedGames } from './played-games/list-played-games';
import type { BatchedStatsRecorder } from './player-stats';
import { readUser, readUserStats, upsertOwnUser } from './user-services';

/** A user's account: profile, stats, the free daily limit, guest progress and last games (routes: user-routes.ts). */
export function createAccountServices(deps: GameServiceDeps, recordStats: BatchedStatsRecorder) {
  return {
    upsertOwnUser: (signedIn: Express.User, body: UpsertUserBody) => upsertOwnUser(deps, signedIn, body),
    readUser: (userId: string) => readUser(deps, userId),
    readUserStats: (userId: string) => readUserStats(deps, userId),
    /** The free daily limit: games played today and what is left. */
    readDailyGames: (userId: string) => readDailyGames(deps, userId),
    /** Guest progress kept: this browser's guest games, counted and taken up by the account. */
    countGuestGames: (guestId: string) => countGuestGames(deps, guestId),
    claimGuestGames: (userId: string, guestId: string) => claimGuestGames(deps, recordStats, userId, guestId),
    /** Progress that shows: the signed-in user's own last games, for the stats view's chart. */
    listPlayedGames: (userId: string, query: Parameters<typeof listPlayedGames>[2]) =>
      listPlayedGames(deps, userId, query),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
