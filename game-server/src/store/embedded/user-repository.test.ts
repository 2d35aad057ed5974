// Accounts stored before plans moved to roles carry `subscription` and `subscriptionExpires`, which the plan no longer
// reads (it derives from roles and wordsmithUntil). Migration 8 rewrites the rows it finds; these pin that a
// row still holding them (written by an older server sharing the file) never leaks them either.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { systemClock } from '../../clock';
import { openDatabase } from './open-database';
import { EmbeddedUserRepository } from './user-repository';

const RETIRED = { subscription: 'wordsmith', subscriptionExpires: '2025-06-01T00:00:00.000Z' };
const PROFILE = { username: 'Ada', email: 'ada@example.com', provider: 'google', avatar: null };

describe('EmbeddedUserRepository and the retired subscription fields', () => {
  let root: string;
  let db: Database.Database;
  let users: EmbeddedUserRepository;
  const storedDocument = (id: string) =>
    JSON.parse(
      db.prepare<[string], string>('SELECT document FROM users WHERE id = ?').pluck().get(id) ?? 'null',
    ) as Record<string, unknown>;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-users-'));
    db = openDatabase(root);
    users = new EmbeddedUserRepository(db, systemClock);
    db.prepare(
      `INSERT INTO users (id, created_at, updated_at, email_key, document)
       VALUES ('google:1', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', 'ada@example.com', ?)`,
    ).run(JSON.stringify({ ...PROFILE, roles: ['admin'], ...RETIRED }));
  });
  afterEach(() => {
    db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('leaves them out of every user it reads', async () => {
    const expected = {
      ...PROFILE,
      id: 'google:1',
      roles: ['admin'],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(await users.findById('google:1')).toEqual(expected);
    expect(await users.findByEmail('ADA@example.com')).toEqual(expected);
  });

  it.each([
    [
      'upsert',
      (repository: EmbeddedUserRepository) =>
        repository.upsert({ ...PROFILE, id: 'google:1', roles: [], username: 'Ada L.' }),
    ],
    ['setRoles', (repository: EmbeddedUserRepository) => repository.setRoles('google:1', ['wordsmith'])],
    ['grantRole', (repository: EmbeddedUserRepository) => repository.grantRole('google:1', 'lexivestor')],
    [
      'setWordsmithUntil',
      (repository: EmbeddedUserRepository) =>
        repository.setWordsmithUntil('google:1', '2025-04-01T00:00:00.000Z'),
    ],
  ])('leaves them out of what %s returns and writes back', async (_write, write) => {
    const written = await write(users);
    expect(written).not.toHaveProperty('subscription');
    expect(written).not.toHaveProperty('subscriptionExpires');
    expect(storedDocument('google:1')).not.toHaveProperty('subscription');
    expect(storedDocument('google:1')).not.toHaveProperty('subscriptionExpires');
  });
});
