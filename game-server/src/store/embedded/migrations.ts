// Schema migrations of the embedded store, numbered by SQLite's `user_version` (migration i brings the
// database to version i + 1). Append new migrations; never edit one that has shipped.
import type Database from 'better-sqlite3';

// Documents keep real, indexed columns for what is queried and JSON text for the rest (DESIGN decision 2).
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE words (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    word TEXT NOT NULL,
    word_key TEXT NOT NULL,
    language TEXT NOT NULL,
    word_class TEXT NOT NULL,
    -- dense 0..n-1 per language, so sample() can pick random positions instead of sorting the table
    language_position INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    document TEXT NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX words_unique_key ON words (word_key, language, word_class);
  CREATE UNIQUE INDEX words_language_position ON words (language, language_position);
  CREATE INDEX words_newest ON words (created_at DESC, word_key);
  CREATE INDEX words_language_newest ON words (language, created_at DESC, word_key);

  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    document TEXT NOT NULL
  ) STRICT;

  CREATE TABLE player_stats (
    user_id TEXT PRIMARY KEY,
    updated_at TEXT NOT NULL,
    document TEXT NOT NULL
  ) STRICT;

  CREATE TABLE sessions (
    code TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    status TEXT NOT NULL,
    user_id TEXT,
    duplicated_from TEXT,
    created_at TEXT NOT NULL,
    document TEXT NOT NULL
  ) STRICT;
  CREATE INDEX sessions_duplicated_from ON sessions (duplicated_from, status, created_at DESC);
  CREATE INDEX sessions_user ON sessions (user_id, created_at DESC);

  CREATE TABLE custom_sessions (
    id TEXT PRIMARY KEY,
    session_code TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL,
    times_played INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    document TEXT NOT NULL
  ) STRICT;
  CREATE INDEX custom_sessions_user ON custom_sessions (user_id, created_at DESC);
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database.Database): void {
  for (;;) {
    // IMMEDIATE takes the write lock before reading the version, so two processes starting on the same
    // file cannot both run the same migration.
    const applied = db
      .transaction(() => {
        const version = db.pragma('user_version', { simple: true }) as number;
        if (version > SCHEMA_VERSION) {
          throw new Error(
            `database schema version ${version} is newer than this server knows (${SCHEMA_VERSION})`,
          );
        }
        const migration = MIGRATIONS[version];
        if (migration === undefined) return false;
        db.exec(migration);
        db.pragma(`user_version = ${version + 1}`);
        return true;
      })
      .immediate();
    if (!applied) return;
  }
}
