// The embedded database file: created under the data directory, in WAL mode, migrated once, and refused
// when a newer server has already migrated it further.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION } from './migrations';
import { DATABASE_FILE_NAME, openDatabase } from './open-database';

describe('openDatabase', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-open-database-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the data directory and a WAL database at the current schema version', () => {
    const dataDir = join(root, 'nested', 'data');
    const db = openDatabase(dataDir);
    expect(existsSync(join(dataDir, DATABASE_FILE_NAME))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('opens an existing database again without re-running its migrations', () => {
    const first = openDatabase(root);
    first
      .prepare("INSERT INTO users (id, created_at, updated_at, document) VALUES ('u1', 'x', 'x', '{}')")
      .run();
    first.close();
    const second = openDatabase(root);
    expect(second.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(1);
    expect(second.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    second.close();
  });

  it('refuses a database migrated by a newer server', () => {
    const newer = new Database(join(root, DATABASE_FILE_NAME));
    newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    newer.close();
    expect(() => openDatabase(root)).toThrow(/newer/);
  });
});
