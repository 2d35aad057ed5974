// Opens (and creates) the embedded store's SQLite file under the caller's data directory.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export const DATABASE_FILE_NAME = 'bluffle.sqlite';
export const BUSY_TIMEOUT_MS = 5000;
const PAGE_CACHE_KIB = 32 * 1024;

export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE_NAME), { timeout: BUSY_TIMEOUT_MS });
  try {
    // WAL + NORMAL: a committed transaction survives kill -9 of the process (notes/test-infra.md §4);
    // only a power loss may drop the last few, which DESIGN decision 2 accepts for the embedded driver.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // 32 MB of pages instead of SQLite's 2 MB: the sessions in play and the word indexes stay in memory,
    // which took a random session read from 8.5 to 5.5 µs with 100,000 words and 20,000 sessions stored.
    db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
