// Upgrading a database an older server wrote: the sign-in migration gives existing users their
// case-insensitive e-mail key, so findByEmail finds accounts created before it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDerivedStats } from '@bluffle/shared-schema';
import Database from 'better-sqlite3';
import { systemClock } from '../../clock';
import { EmbeddedBillingRepository } from './billing-repository';
import { EmbeddedDailyGameRepository } from './daily-game-repository';
import { SCHEMA_VERSION, migrate } from './migrations';
import { DATABASE_FILE_NAME, openDatabase } from './open-database';
import { EmbeddedPlayerStatsRepository } from './player-stats-repository';
import { EmbeddedSessionRepository } from './session-repository';
import { EmbeddedUserRepository } from './user-repository';
import { EmbeddedWordPlayRepository } from './word-play-repository';
import { EmbeddedWordRepository } from './word-repository';

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
    const users = new EmbeddedUserRepository(db, systemClock);
    expect((await users.findByEmail('émile@example.com'))?.id).toBe('google:1');
    expect(await users.findById('github:2')).toMatchObject({ email: null });
    db.close();
  });
});

describe('embedded migration: player stats in one shape', () => {
  const STATS_SHAPE_VERSION = 4;
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives stats written before it the derived fields and version 0, which the next save claims', async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(STATS_SHAPE_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, STATS_SHAPE_VERSION - 1);
    const counters = {
      totalGamesPlayed: 2,
      totalCorrectAnswers: 7,
      totalIncorrectAnswers: 3,
      bestStreak: 4,
      totalScore: 15,
      bestScore: 9,
      experiencePoints: 150,
      fastAnswers: 2,
      totalTimeSpentMs: 41_000,
      realWordsCorrect: 4,
      fakeWordsCorrect: 3,
      realWordsIncorrect: 1,
      fakeWordsIncorrect: 2,
      totalWordsPlayed: 10,
      hardRealWordsCorrect: 1,
      hardFakeWordsCorrect: 0,
      totalHardWordsPlayed: 2,
    };
    old
      .prepare('INSERT INTO player_stats (user_id, updated_at, document) VALUES (?, ?, ?)')
      .run('google:1', '2025-01-01T00:00:00.000Z', JSON.stringify({ ...counters, level: 2 }));
    old.close();

    const db = openDatabase(root);
    const stats = new EmbeddedPlayerStatsRepository(db);
    const migrated = await stats.findByUserId('google:1');
    expect(migrated).toEqual({
      ...withDerivedStats(counters),
      userId: 'google:1',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 0,
    });
    expect(migrated).toMatchObject({ averageScore: 7.5, averageTimePerAnswer: 4100, overallPrecision: 70 });
    const saved = await stats.save({ ...migrated!, totalGamesPlayed: 3 });
    expect(saved.version).toBe(1);
    expect(await stats.findByUserId('google:1')).toEqual(saved);
    db.close();
  });
});

describe('embedded migration: fair play', () => {
  const FAIR_PLAY_VERSION = 3;
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds sessions written before it by their player token, as their own first play', async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(FAIR_PLAY_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, FAIR_PLAY_VERSION - 1);
    old
      .prepare(
        `INSERT INTO sessions (code, version, status, user_id, duplicated_from, created_at, document)
         VALUES ('OLDCODE2', 4, 'completed', NULL, NULL, '2025-01-01T00:00:00.000Z', ?)`,
      )
      .run(JSON.stringify({ playerName: 'Ada', playerTokenHash: 'a'.repeat(64), wordIds: ['w1'] }));
    old.close();

    const db = openDatabase(root);
    const sessions = new EmbeddedSessionRepository(db);
    expect(await sessions.findByPlayerTokenHash('a'.repeat(64))).toMatchObject({
      code: 'OLDCODE2',
      identityKey: 'session:OLDCODE2',
      isPractice: false,
      lastAnswer: null,
    });
    db.close();
  });
});

describe('embedded migration: identity column for recent words', () => {
  const IDENTITY_KEY_VERSION = 6;
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("fills the identity of sessions stored before it, so their words count in the player's history", async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(IDENTITY_KEY_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, IDENTITY_KEY_VERSION - 1);
    const insert = old.prepare(
      `INSERT INTO sessions (code, version, status, user_id, player_token_hash, duplicated_from, created_at,
         document)
       VALUES (?, 1, 'completed', NULL, ?, NULL, ?, ?)`,
    );
    const document = (fields: Record<string, unknown>) =>
      JSON.stringify({ playerName: 'Ada', playerTokenHash: 'a'.repeat(64), ...fields });
    insert.run(
      'OLDER234',
      'a'.repeat(64),
      '2025-01-01T00:00:00.000Z',
      document({ identityKey: 'user:ada', wordIds: ['w1', 'w2'] }),
    );
    insert.run(
      'NEWER234',
      'b'.repeat(64),
      '2025-01-02T00:00:00.000Z',
      document({ identityKey: 'user:ada', wordIds: ['w3'] }),
    );
    // Stored before fair play: no identityKey in the document, so it is its own identity.
    insert.run('ANCIENT2', 'c'.repeat(64), '2024-12-01T00:00:00.000Z', document({ wordIds: ['w9'] }));
    old.close();

    const db = openDatabase(root);
    const sessions = new EmbeddedSessionRepository(db);
    expect(await sessions.recentWordIds('user:ada', 5)).toEqual(['w3', 'w1', 'w2']);
    expect(await sessions.recentWordIds('session:ANCIENT2', 5)).toEqual(['w9']);
    expect(
      db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'sessions_identity_created'").pluck().get(),
    ).toBe(1);
    db.close();
  });
});

describe('embedded migration: moderation and word plays', () => {
  const MODERATION_VERSION = 7;
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('approves every word stored before it and copies each author from the document', async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(MODERATION_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, MODERATION_VERSION - 1);
    const insert = old.prepare(
      `INSERT INTO words (id, word, word_key, language, word_class, language_position, created_at, document)
       VALUES (?, ?, ?, 'english', 'noun', ?, '2025-01-01T00:00:00.000Z', ?)`,
    );
    const document = (fields: Record<string, unknown>) =>
      JSON.stringify({
        definition: 'a definition',
        usage: 'a usage',
        isReal: false,
        difficulty: 'medium',
        category: 'test',
        explanation: 'made up',
        ...fields,
      });
    insert.run('w-seed', 'Quokka', 'quokka', 0, document({ source: 'seed', createdBy: null }));
    insert.run(
      'w-smith',
      'Glimmerwick',
      'glimmerwick',
      1,
      document({ source: 'wordsmith', createdBy: 'smith-1' }),
    );
    old.close();

    const db = openDatabase(root);
    const words = new EmbeddedWordRepository(db, systemClock);
    expect(await words.findById('w-seed')).toMatchObject({
      status: 'approved',
      rejectionReason: null,
      createdBy: null,
    });
    expect(await words.findById('w-smith')).toMatchObject({
      status: 'approved',
      rejectionReason: null,
      createdBy: 'smith-1',
    });
    // The author's column is filled, so their words are found by author.
    const mine = await words.list({ limit: 10, offset: 0, createdBy: 'smith-1' });
    expect(mine.words.map((word) => word.id)).toEqual(['w-smith']);
    expect((await words.sample({ language: 'english', count: 5 })).map((word) => word.id).sort()).toEqual([
      'w-seed',
      'w-smith',
    ]);
    expect(await new EmbeddedWordPlayRepository(db).countsOf(['w-seed'])).toEqual(
      new Map([['w-seed', { calls: 0, calledReal: 0 }]]),
    );
    db.close();
  });
});

describe('embedded migration: plans and payments', () => {
  const PAYMENTS_VERSION = 8;
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('drops the retired subscription fields from users stored before it, and keeps the rest', async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(PAYMENTS_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, PAYMENTS_VERSION - 1);
    const insert = old.prepare(
      `INSERT INTO users (id, created_at, updated_at, email_key, document)
       VALUES (?, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', NULL, ?)`,
    );
    const profile = { username: 'Ada', email: null, provider: 'google', avatar: null, roles: ['lexivestor'] };
    insert.run(
      'google:1',
      JSON.stringify({ ...profile, subscription: 'lexivestor', subscriptionExpires: null }),
    );
    insert.run('google:2', JSON.stringify({ ...profile, hasUsedAdminEmailsGrant: true }));
    old.close();

    const db = openDatabase(root);
    const documents = db
      .prepare<[], { id: string; document: string }>('SELECT id, document FROM users ORDER BY id')
      .all()
      .map((row) => [row.id, JSON.parse(row.document) as unknown]);
    expect(documents).toEqual([
      ['google:1', profile],
      ['google:2', { ...profile, hasUsedAdminEmailsGrant: true }],
    ]);
    expect(await new EmbeddedUserRepository(db, systemClock).findById('google:1')).toEqual({
      ...profile,
      id: 'google:1',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    db.close();
  });

  it('creates billing, payment event and daily game tables whose keys hold', async () => {
    const db = openDatabase(root);
    const billing = new EmbeddedBillingRepository(db, systemClock);
    await billing.linkCustomer('google:1', 'cus_A');
    await billing.linkCustomer('google:1', 'cus_B');
    expect(db.prepare('SELECT COUNT(*) FROM billing_accounts').pluck().get()).toBe(1);
    const daily = new EmbeddedDailyGameRepository(db);
    await daily.claim('google:1', '2025-03-01', null);
    await daily.claim('google:1', '2025-03-01', null);
    expect(db.prepare('SELECT user_id, day, games FROM daily_games').all()).toEqual([
      { user_id: 'google:1', day: '2025-03-01', games: 2 },
    ]);
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'payment_events'")
      .pluck()
      .all();
    expect(indexes).toContain('payment_events_user');
    db.close();
  });
});

describe('embedded migration: word calls on the words', () => {
  const WORD_CALLS_VERSION = 10;
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("moves each contributed word's counts onto it, with what they make of it, and gives every other word none", async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(WORD_CALLS_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, WORD_CALLS_VERSION - 1);
    const insert = old.prepare(
      `INSERT INTO words (id, word, word_key, language, word_class, language_position, created_at, document)
       VALUES (?, ?, ?, 'english', 'noun', ?, '2025-01-01T00:00:00.000Z', ?)`,
    );
    const fake = JSON.stringify({
      definition: 'd',
      usage: 'u',
      isReal: false,
      difficulty: 'easy',
      category: 'c',
    });
    insert.run('w-fooler', 'Glimmerwick', 'glimmerwick', 0, fake);
    insert.run('w-obvious', 'Blorptastic', 'blorptastic', 1, fake);
    insert.run('w-seed', 'Quokka', 'quokka', 2, fake);
    const plays = old.prepare('INSERT INTO word_plays (word_id, calls, called_real) VALUES (?, ?, ?)');
    plays.run('w-fooler', 40, 20);
    plays.run('w-obvious', 30, 1);
    old.close();

    const db = openDatabase(root);
    const counts = await new EmbeddedWordPlayRepository(db).countsOf(['w-fooler', 'w-obvious', 'w-seed']);
    expect([...counts.values()]).toEqual([
      { calls: 40, calledReal: 20 },
      { calls: 30, calledReal: 1 },
      { calls: 0, calledReal: 0 },
    ]);
    const words = new EmbeddedWordRepository(db, systemClock);
    expect((await words.findById('w-fooler'))?.difficulty).toBe('hard');
    // Retired (one fooled in 30), the other two still in play; only the fooler is drawn as one.
    const sample = await words.sample({ language: 'english', count: 5 });
    expect(sample.map((word) => word.id).sort()).toEqual(['w-fooler', 'w-seed']);
    const foolers = await words.sample({ language: 'english', count: 5, provenFoolersOnly: true });
    expect(foolers.map((word) => word.id)).toEqual(['w-fooler']);
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'word_plays'").pluck().get()).toBe(0);
    db.close();
  });
});

describe('embedded migration: the words of a session in a column', () => {
  const WORD_IDS_VERSION = 12;
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-migrations-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("copies each stored session's words, so they still count in its player's history", async () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(WORD_IDS_VERSION);
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, WORD_IDS_VERSION - 1);
    const insert = old.prepare(
      `INSERT INTO sessions (code, version, status, user_id, player_token_hash, duplicated_from, identity_key,
         created_at, document)
       VALUES (?, 1, ?, NULL, ?, NULL, 'user:ada', ?, ?)`,
    );
    const document = (wordIds: string[]) =>
      JSON.stringify({ playerName: 'Ada', playerTokenHash: 'a'.repeat(64), wordIds });
    insert.run('PLAYED23', 'completed', 'a'.repeat(64), '2025-01-01T00:00:00.000Z', document(['w1', 'w2']));
    // Created and never played: no words, so it is no game of the history.
    insert.run('UNSTART2', 'created', 'b'.repeat(64), '2025-01-02T00:00:00.000Z', document([]));
    old.close();

    const db = openDatabase(root);
    const sessions = new EmbeddedSessionRepository(db);
    expect(await sessions.recentWordIds('user:ada', 1)).toEqual(['w1', 'w2']);
    expect(await sessions.recentWordIds('user:ada', 5)).toEqual(['w1', 'w2']);
    db.close();
  });
});
