import { createAccountServices } from './account-services';
import { createCustomSessionServices } from './custom-sessions/custom-session-services';
import { createDailyFiveServices } from './daily-five/daily-five-services';
import type { GameServiceDeps } from './game-service-deps';
import { createLastRoundWatch } from './last-round-watch';
import { createStatsRecorder } from './player-stats';
import { createSessionServices } from './session-services';

/**
 * The game's services, one group per feature (each bound in its own `*-services.ts`, handed to its routes by
 * http/configure-http-app.ts), plus what the server itself runs: the last rounds' timer, the stats a lobby
 * game records, and the wait for the stats at shutdown.
 */
export function createGameServices(deps: GameServiceDeps) {
  const recordStats = createStatsRecorder(deps);
  // The last rounds in play, timed out by the server when nothing comes (docs/design.md decision 15).
  const lastRounds = createLastRoundWatch(deps, recordStats);
  return {
    sessions: createSessionServices(deps, recordStats, lastRounds),
    customSessions: createCustomSessionServices(deps),
    dailyFive: createDailyFiveServices(deps),
    accounts: createAccountServices(deps, recordStats),
    /** Completes the games whose last round ran out unanswered; run on a timer (create-game-server.ts). */
    settleOverdueLastRounds: () => lastRounds.settleDue(),
    /** Folds a finished game into its player's server stats (a multiplayer lobby's games too). */
    recordGame: recordStats,
    /** Settles once every game recorded so far is written: a graceful shutdown waits for it. */
    statsSaved: () => recordStats.whenSaved(),
  };
}

export type GameServices = ReturnType<typeof createGameServices>;
