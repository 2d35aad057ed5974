// Upgrading a database an older server wrote: the sign-in migration gives existing users their
// case-insensitive e-mail key, so findByEmail finds accounts created before it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION, migrate } from './migrations';
import { DATABASE_FILE_NAME, openDatabase } from './open-database';
import { EmbeddedUserRepository } from './user-repository';

const SIGN_IN_VERSION = 2;

describe('embedded migrations', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stops at the version asked for', () => {
    const db = new Database(join(root, DATABASE_FILE_NAME));
    migrate(db, 1);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'auth_sessions'").pluck().get()).toBe(
      0,
    );
    db.close();
  });

  it('backfills the e-mail key of users written before the sign-in migration', async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(SIGN_IN_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, SIGN_IN_VERSION - 1);
    const insert = old.prepare(
      "INSERT INTO users (id, created_at, updated_at, document) VALUES (?, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', ?)",
    );
    insert.run('google:1', JSON.stringify({ username: 'Émile', email: 'ÉMILE@Example.com', roles: [] }));
    insert.run('github:2', JSON.stringify({ username: 'Nobody', email: null, roles: [] }));
    old.close();

    const db = openDatabase(root);
    const users = new EmbeddedUserRepository(db);
    expect((await users.findByEmail('émile@example.com'))?.id).toBe('google:1');
    expect(await users.findById('github:2')).toMatchObject({ email: null });
    db.close();
  });
});
