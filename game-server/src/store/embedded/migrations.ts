// Schema migrations of the embedded store, numbered by SQLite's `user_version` (migration i brings the
// database to version i + 1). Append new migrations; never edit one that has shipped.
import type Database from 'better-sqlite3';
import { emailKey } from './email-key';

/** SQL, or a function when existing rows must be rewritten with JavaScript (runs inside the transaction). */
type Migration = string | ((db: Database.Database) => void);

/** Sign-in: users found by e-mail, and express-session's sessions kept in the store. */
function addSignIn(db: Database.Database): void {
  db.exec(`
  ALTER TABLE users ADD COLUMN email_key TEXT;
  CREATE INDEX users_email_key ON users (email_key, created_at, id);

  -- expires_at in epoch milliseconds: compared as numbers, whatever ISO spelling a caller used
  CREATE TABLE auth_sessions (
    sid TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL,
    data TEXT NOT NULL
  ) STRICT;
  CREATE INDEX auth_sessions_expires_at ON auth_sessions (expires_at);
  `);
  const users = db.prepare<[], { id: string; document: string }>('SELECT id, document FROM users').all();
  const setKey = db.prepare<[string | null, string]>('UPDATE users SET email_key = ? WHERE id = ?');
  for (const user of users) {
    const { email } = JSON.parse(user.document) as { email?: string | null };
    setKey.run(emailKey(email), user.id);
  }
}

/**
 * Fair play (docs/design.md decision 11): a session found by its player token (a challenger reading the original's
 * answers), abandoned sessions found for the purge, and each identity's first play of a set of words.
 */
function addFairPlay(db: Database.Database): void {
  db.exec(`
  ALTER TABLE sessions ADD COLUMN player_token_hash TEXT;
  CREATE INDEX sessions_status_created ON sessions (status, created_at);

  CREATE TABLE first_plays (
    identity_key TEXT NOT NULL,
    word_set_key TEXT NOT NULL,
    session_code TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (identity_key, word_set_key)
  ) STRICT, WITHOUT ROWID;
  `);
  const sessions = db
    .prepare<[], { code: string; document: string }>('SELECT code, document FROM sessions')
    .all();
  const setHash = db.prepare<[string, string]>('UPDATE sessions SET player_token_hash = ? WHERE code = ?');
  for (const session of sessions) {
    const { playerTokenHash } = JSON.parse(session.document) as { playerTokenHash: string };
    setHash.run(playerTokenHash, session.code);
  }
  // After the backfill, so the index is built once.
  db.exec('CREATE INDEX sessions_player_token_hash ON sessions (player_token_hash)');
}

/**
 * Player stats in one shape (rules/stats.ts) with a version for compare-and-set saves. The stored counters
 * already had the docs/product.md §7 names; documents gain the fields derived from them, computed here as the rule
 * computed them when this shipped (a migration must not change with the rule).
 */
function addPlayerStatsShape(db: Database.Database): void {
  db.exec('ALTER TABLE player_stats ADD COLUMN version INTEGER NOT NULL DEFAULT 0');
  const rows = db
    .prepare<[], { user_id: string; document: string }>('SELECT user_id, document FROM player_stats')
    .all();
  const setDocument = db.prepare<[string, string]>('UPDATE player_stats SET document = ? WHERE user_id = ?');
  const percent = (correct: number, played: number) =>
    played > 0 ? Math.round((correct / played) * 1000) / 10 : 0;
  for (const row of rows) {
    const stored = JSON.parse(row.document) as Record<string, number | undefined>;
    const counter = (field: string) => stored[field] ?? 0;
    const realWordsPlayed = counter('realWordsCorrect') + counter('realWordsIncorrect');
    const fakeWordsPlayed = counter('fakeWordsCorrect') + counter('fakeWordsIncorrect');
    const games = counter('totalGamesPlayed');
    const words = counter('totalWordsPlayed');
    const document = {
      ...stored,
      level: Math.floor(counter('experiencePoints') / 100) + 1,
      totalTimeSpentMs: counter('totalTimeSpentMs'),
      averageTimePerAnswer: words > 0 ? Math.round(counter('totalTimeSpentMs') / words) : 0,
      averageScore: games > 0 ? counter('totalScore') / games : 0,
      realWordsPlayed,
      fakeWordsPlayed,
      overallPrecision: percent(counter('realWordsCorrect') + counter('fakeWordsCorrect'), words),
      realWordPrecision: percent(counter('realWordsCorrect'), realWordsPlayed),
      fakeWordPrecision: percent(counter('fakeWordsCorrect'), fakeWordsPlayed),
    };
    setDocument.run(JSON.stringify(document), row.user_id);
  }
}

// Documents keep real, indexed columns for what is queried and JSON text for the rest (docs/design.md decision 2).
const MIGRATIONS: readonly Migration[] = [
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
  addSignIn,
  addFairPlay,
  addPlayerStatsShape,
  // Nothing finds a session by the one it duplicates any more (the mongo driver dropped the same index);
  // every insert and status change paid for keeping it.
  'DROP INDEX sessions_duplicated_from;',
  // An identity's recent games (the words it met, so a new game avoids them). Sessions stored
  // before fair play have no identityKey and are read as `session:<code>` (session-repository.ts).
  `
  ALTER TABLE sessions ADD COLUMN identity_key TEXT;
  UPDATE sessions SET identity_key = COALESCE(json_extract(document, '$.identityKey'), 'session:' || code);
  CREATE INDEX sessions_identity_created ON sessions (identity_key, created_at DESC);
  `,
  // The wordsmith's tools: contributed words wait for moderation (every word stored before is
  // approved), an author's words are listed by author, each word's calls are counted for its fool rate,
  // and a custom session counts the calls made in its plays.
  `
  ALTER TABLE words ADD COLUMN status TEXT NOT NULL DEFAULT 'approved';
  ALTER TABLE words ADD COLUMN created_by TEXT;
  UPDATE words SET created_by = json_extract(document, '$.createdBy');
  CREATE INDEX words_created_by ON words (created_by, created_at DESC) WHERE created_by IS NOT NULL;
  CREATE INDEX words_status ON words (status, created_at DESC) WHERE status <> 'approved';

  CREATE TABLE word_plays (
    word_id TEXT PRIMARY KEY,
    calls INTEGER NOT NULL,
    called_real INTEGER NOT NULL
  ) STRICT;

  ALTER TABLE custom_sessions ADD COLUMN calls INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE custom_sessions ADD COLUMN fooled INTEGER NOT NULL DEFAULT 0;
  `,
  // Plans and payments. A Stripe customer pays for one account and an account has one customer
  // (both unique, so two checkouts at once cannot give a user two); each webhook event is applied once (its
  // id is the key a claim inserts); each user's solo games are counted per UTC day for the free limit. Users
  // lose the subscription fields the plan no longer reads (it derives from roles and wordsmithUntil).
  `
  CREATE TABLE billing_accounts (
    user_id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL UNIQUE,
    subscriptions TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE payment_events (
    event_id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    user_id TEXT,
    received_at TEXT NOT NULL,
    outcome TEXT NOT NULL
  ) STRICT;
  CREATE INDEX payment_events_user ON payment_events (user_id, received_at) WHERE user_id IS NOT NULL;

  CREATE TABLE daily_games (
    user_id TEXT NOT NULL,
    day TEXT NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (user_id, day)
  ) STRICT, WITHOUT ROWID;

  UPDATE users SET document = json_remove(document, '$.subscription', '$.subscriptionExpires')
  WHERE json_type(document, '$.subscription') IS NOT NULL
     OR json_type(document, '$.subscriptionExpires') IS NOT NULL;
  `,
  // The daily five: each UTC day's set per language, stored the first time it is asked for (the
  // key makes that first choice the only one), and each identity's one play of a day's set; the key's
  // prefix (identity_key, day) serves the streak's newest-first read of the days played.
  `
  CREATE TABLE daily_five_sets (
    day TEXT NOT NULL,
    language TEXT NOT NULL,
    word_ids TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (day, language)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE daily_five_plays (
    identity_key TEXT NOT NULL,
    day TEXT NOT NULL,
    language TEXT NOT NULL,
    session_code TEXT NOT NULL,
    started_at TEXT NOT NULL,
    PRIMARY KEY (identity_key, day, language)
  ) STRICT, WITHOUT ROWID;
  `,
  // The bank learns from play: every word's calls are counted on its own row, beside what they
  // make of it (shared-schema rules/word-play), so play selects on indexed columns: retired words leave the
  // pool, proven foolers are drawn from a small partial index, and the admin sorts and filters by fool rate
  // and calls. The contributed words' counts move over from word_plays. Their standing is computed here as
  // the rule computed it when this shipped (30 calls proven; below 0.05 retired; from 0.25 medium, from 0.45
  // hard), since a migration must not change with the rule; later flushes recompute it with the rule.
  `
  ALTER TABLE words ADD COLUMN calls INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE words ADD COLUMN called_real INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE words ADD COLUMN fool_rate REAL;
  ALTER TABLE words ADD COLUMN is_retired INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE words ADD COLUMN is_proven_fooler INTEGER NOT NULL DEFAULT 0;

  UPDATE words SET calls = plays.calls, called_real = plays.called_real
  FROM word_plays AS plays WHERE plays.word_id = words.id;
  UPDATE words
  SET fool_rate = CASE WHEN json_extract(document, '$.isReal') THEN calls - called_real ELSE called_real END
    * 1.0 / calls
  WHERE calls > 0;
  UPDATE words
  SET is_retired = fool_rate < 0.05,
      is_proven_fooler = fool_rate >= 0.25,
      document = json_set(document, '$.difficulty',
        CASE WHEN fool_rate >= 0.45 THEN 'hard' WHEN fool_rate >= 0.25 THEN 'medium' ELSE 'easy' END)
  WHERE calls >= 30;
  DROP TABLE word_plays;

  CREATE INDEX words_retired ON words (language) WHERE is_retired = 1;
  CREATE INDEX words_proven_foolers ON words (language, status, id) WHERE is_proven_fooler = 1;
  CREATE INDEX words_fool_rate ON words (fool_rate) WHERE fool_rate IS NOT NULL;
  CREATE INDEX words_calls ON words (calls);
  `,
  // The challenge board: each counted attempt at a set of words, written when it completes, so a
  // board pages one index in its own order (score high to low, then time, then completion) and never joins
  // sessions. The counted attempts completed before it are taken over from the sessions (daily fives left out:
  // a day's players did not share their set).
  `
  CREATE TABLE board_entries (
    session_code TEXT PRIMARY KEY,
    word_set_key TEXT NOT NULL,
    player_name TEXT NOT NULL,
    score INTEGER NOT NULL,
    total_time_ms INTEGER NOT NULL,
    is_relaxed INTEGER NOT NULL,
    completed_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX board_entries_rank
    ON board_entries (word_set_key, score DESC, total_time_ms, completed_at, session_code);

  INSERT INTO board_entries
  SELECT code, json_extract(document, '$.wordSetKey'), json_extract(document, '$.playerName'),
    json_extract(document, '$.score.totalScore'),
    (SELECT COALESCE(SUM(json_extract(answer.value, '$.timeSpent')), 0)
     FROM json_each(document, '$.answers') AS answer),
    COALESCE(json_extract(document, '$.isRelaxed'), 0),
    COALESCE(json_extract(document, '$.completedAt'), created_at)
  FROM sessions
  WHERE status = 'completed'
    AND json_extract(document, '$.wordSetKey') IS NOT NULL
    AND NOT COALESCE(json_extract(document, '$.isPractice'), 0)
    AND code NOT IN (SELECT session_code FROM daily_five_plays);
  `,
  // A session's words in a column of their own: a new game avoids the words of its players' last
  // twenty games, and extracting them from twenty whole documents cost about 0.2 ms a player at every lobby
  // start. '[]' for a session whose words were never asked for (recentWordIds skips those).
  `
  ALTER TABLE sessions ADD COLUMN word_ids TEXT NOT NULL DEFAULT '[]';
  UPDATE sessions SET word_ids = json_extract(document, '$.wordIds')
  WHERE json_array_length(document, '$.wordIds') > 0;
  `,
  // The words in the identity index too, so recentWordIds reads a player's last twenty games from
  // a few index pages instead of twenty table rows (each game's row has a page of its own,
  // own-page-padding.ts). Written only when a session's words change, never by an answer.
  `
  DROP INDEX sessions_identity_created;
  CREATE INDEX sessions_identity_created ON sessions (identity_key, created_at DESC, word_ids);
  `,
  // Lobbies saved at every change, so a restart resumes the games in play (lobby-snapshots.ts), and each
  // process's last heartbeat.
  `
  CREATE TABLE lobby_snapshots (
    code TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    saved_at_ms INTEGER NOT NULL,
    document TEXT NOT NULL
  ) STRICT;
  CREATE TABLE lobby_snapshot_owners (
    owner_id TEXT PRIMARY KEY,
    beat_at_ms INTEGER NOT NULL
  ) STRICT;
  `,
  // A saved lobby's words in a column of their own, written at a draw only: they are most of a save's
  // bytes, and a lobby is saved at every answer. NULL in a row saved before, whose document holds them.
  `
  ALTER TABLE lobby_snapshots ADD COLUMN words TEXT;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the database up to `targetVersion` (the current schema unless a test stops earlier). */
export function migrate(db: Database.Database, targetVersion: number = SCHEMA_VERSION): void {
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
        const migration = version < targetVersion ? MIGRATIONS[version] : undefined;
        if (migration === undefined) return false;
        if (typeof migration === 'string') db.exec(migration);
        else migration(db);
        db.pragma(`user_version = ${version + 1}`);
        return true;
      })
      .immediate();
    if (!applied) return;
  }
}
