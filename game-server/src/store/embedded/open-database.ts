// Opens (and creates) the embedded store's SQLite file under the caller's data directory.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export const DATABASE_FILE_NAME = 'bluffle.sqlite';
export const BUSY_TIMEOUT_MS = 5000;

export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE_NAME), { timeout: BUSY_TIMEOUT_MS });
  try {
    // WAL + NORMAL: a committed transaction survives kill -9 of the process;
    // only a power loss may drop the last few, which docs/design.md decision 2 accepts for the embedded driver.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
