// The `embedded` driver (DESIGN decision 2): one SQLite file under DATA_DIR, no server to run.
import type { Store } from '../port';
import { EmbeddedAuthSessionRepository } from './auth-session-repository';
import { EmbeddedCustomSessionRepository } from './custom-session-repository';
import { EmbeddedFirstPlayRepository } from './first-play-repository';
import { openDatabase } from './open-database';
import { EmbeddedPlayerStatsRepository } from './player-stats-repository';
import { EmbeddedSessionRepository } from './session-repository';
import { EmbeddedUserRepository } from './user-repository';
import { EmbeddedWordRepository } from './word-repository';

export function openEmbeddedStore(dataDir: string): Store {
  const db = openDatabase(dataDir);
  const ping = db.prepare('SELECT 1').pluck();
  return {
    driver: 'embedded',
    words: new EmbeddedWordRepository(db),
    users: new EmbeddedUserRepository(db),
    playerStats: new EmbeddedPlayerStatsRepository(db),
    sessions: new EmbeddedSessionRepository(db),
    firstPlays: new EmbeddedFirstPlayRepository(db),
    customSessions: new EmbeddedCustomSessionRepository(db),
    authSessions: new EmbeddedAuthSessionRepository(db),
    async ping() {
      ping.get();
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
