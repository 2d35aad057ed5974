// The `embedded` driver (docs/design.md decision 2): one SQLite file under DATA_DIR, no server to run.
import { systemClock, type Clock } from '../../clock';
import type { Store } from '../port';
import { EmbeddedAuthSessionRepository } from './auth-session-repository';
import { startBackgroundCheckpoints } from './background-checkpoints';
import { EmbeddedBoardRepository } from './board-repository';
import { EmbeddedBillingRepository } from './billing-repository';
import { EmbeddedCustomSessionRepository } from './custom-session-repository';
import { EmbeddedDailyFivePlayRepository } from './daily-five-play-repository';
import { EmbeddedDailyFiveSetRepository } from './daily-five-set-repository';
import { EmbeddedDailyGameRepository } from './daily-game-repository';
import { EmbeddedFirstPlayRepository } from './first-play-repository';
import { EmbeddedLobbySnapshots } from './lobby-snapshot-repository';
import { BUSY_TIMEOUT_MS, openDatabase } from './open-database';
import { EmbeddedPaymentEventRepository } from './payment-event-repository';
import { EmbeddedPlayedGameRepository } from './played-game-repository';
import { EmbeddedPlayerStatsRepository } from './player-stats-repository';
import { EmbeddedSessionRepository } from './session-repository';
import { EmbeddedUserRepository } from './user-repository';
import { EmbeddedWordPlayRepository } from './word-play-repository';
import { EmbeddedWordRepository } from './word-repository';

/** Records are stamped with `clock`'s time (created, updated, expired), so tests on a manual clock see theirs. */
export function openEmbeddedStore(dataDir: string, clock: Clock = systemClock): Store {
  const db = openDatabase(dataDir);
  const ping = db.prepare('SELECT 1').pluck();
  const checkpoints = startBackgroundCheckpoints(db, { busyTimeoutMs: BUSY_TIMEOUT_MS });
  const lobbySnapshots = new EmbeddedLobbySnapshots(db);
  return {
    driver: 'embedded',
    words: new EmbeddedWordRepository(db, clock),
    wordPlays: new EmbeddedWordPlayRepository(db),
    users: new EmbeddedUserRepository(db, clock),
    playerStats: new EmbeddedPlayerStatsRepository(db),
    sessions: new EmbeddedSessionRepository(db),
    playedGames: new EmbeddedPlayedGameRepository(db),
    firstPlays: new EmbeddedFirstPlayRepository(db),
    boards: new EmbeddedBoardRepository(db),
    customSessions: new EmbeddedCustomSessionRepository(db, clock),
    authSessions: new EmbeddedAuthSessionRepository(db, clock),
    billing: new EmbeddedBillingRepository(db, clock),
    paymentEvents: new EmbeddedPaymentEventRepository(db),
    dailyGames: new EmbeddedDailyGameRepository(db),
    dailyFiveSets: new EmbeddedDailyFiveSetRepository(db),
    dailyFivePlays: new EmbeddedDailyFivePlayRepository(db),
    lobbySnapshots,
    async ping() {
      ping.get();
    },
    async close() {
      // Saves still waiting for their turn's commit are written while the database is open.
      if (db.open) await lobbySnapshots.close();
      // The worker's connection first, so the last one to close is this one (which removes the WAL file).
      await checkpoints.stop();
      if (db.open) db.close();
    },
  };
}
