// (In tests/, beside the contract fixtures it uses: game-server never imports tests/, so that tsc -b can
// build the workspaces in order one day.) The embedded session update writes only the version and the document when the indexed columns are as
// stored (one WAL page per answer instead of five); these pin that the indexed columns still follow the
// document when they do change, and that both ways of writing refuse a stale version.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { ConflictError } from '../../game-server/src/domain/errors';
import { openDatabase } from '../../game-server/src/store/embedded/open-database';
import { EmbeddedSessionRepository } from '../../game-server/src/store/embedded/session-repository';
import { newSession } from './contract/fixtures';

describe('EmbeddedSessionRepository.update', () => {
  let root: string;
  let db: Database.Database;
  let sessions: EmbeddedSessionRepository;
  const indexedColumns = (code: string) =>
    db.prepare('SELECT version, status, user_id AS userId FROM sessions WHERE code = ?').get(code);
  const wordIdsColumn = (code: string) =>
    db.prepare('SELECT word_ids FROM sessions WHERE code = ?').pluck().get(code);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-sessions-'));
    db = openDatabase(root);
    sessions = new EmbeddedSessionRepository(db);
  });
  afterEach(() => {
    db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('moves the indexed columns with the document when they change', async () => {
    const created = await sessions.create(newSession());
    const playing = await sessions.update({ ...created, status: 'playing', wordIds: ['w1'] });
    expect(indexedColumns('ABCD2345')).toEqual({ version: 1, status: 'playing', userId: null });
    expect(wordIdsColumn('ABCD2345')).toBe('["w1"]');
    await sessions.update({ ...playing, status: 'completed', userId: 'google:1' });
    expect(indexedColumns('ABCD2345')).toEqual({ version: 2, status: 'completed', userId: 'google:1' });
    // The purge reads the status column: a completed game is not abandoned.
    expect(await sessions.purgeAbandoned('2026-01-01T00:00:00.000Z')).toBe(0);
  });

  it('keeps the indexed columns when only the document changes', async () => {
    const created = await sessions.create(newSession());
    const updated = await sessions.update({ ...created, playerName: 'Grace' });
    expect(indexedColumns('ABCD2345')).toEqual({ version: 1, status: 'created', userId: null });
    expect(await sessions.findByCode('ABCD2345')).toEqual(updated);
  });

  it('moves the words column with the document when only the words change', async () => {
    const created = await sessions.create(newSession({ wordIds: [] }));
    expect(wordIdsColumn('ABCD2345')).toBe('[]');
    await sessions.update({ ...created, wordIds: ['w1', 'w2'] });
    expect(wordIdsColumn('ABCD2345')).toBe('["w1","w2"]');
    expect(await sessions.recentWordIds(created.identityKey, 1)).toEqual(['w1', 'w2']);
  });

  it('grows a game in place: answers add no page to the file', async () => {
    const codes = Array.from({ length: 40 }, (_, index) => `GROW${String(index).padStart(4, '0')}`);
    const created = [];
    for (const code of codes) {
      created.push(await sessions.create(newSession({ code, identityKey: `session:${code}` })));
    }
    const pages = () => db.pragma('page_count', { simple: true });
    const before = pages();
    // Five answers of about 350 bytes each, the first rounds of a game.
    const answer = (roundNumber: number) => ({
      roundNumber,
      wordId: `word-${roundNumber}-${'x'.repeat(36)}`,
      word: 'serendipity',
      playerAnswer: true,
      followupAnswer: 'a pleasant surprise found by chance, not by looking for it on purpose at all',
      isCorrect: true,
      isFast: false,
      timeSpent: 4200,
      pointsEarned: 100,
    });
    let playing = created;
    for (let round = 1; round <= 5; round += 1) {
      playing = await Promise.all(
        playing.map((session) =>
          sessions.update({ ...session, answers: [...session.answers, answer(round)] }),
        ),
      );
    }
    expect(pages()).toBe(before);
    expect(await sessions.findByCode(codes[0]!)).toEqual(playing[0]);
  });

  it('refuses a stale version whether or not the indexed columns change', async () => {
    const created = await sessions.create(newSession());
    const winner = await sessions.update({ ...created, playerName: 'First' });
    await expect(sessions.update({ ...created, playerName: 'Second' })).rejects.toBeInstanceOf(ConflictError);
    await expect(sessions.update({ ...created, status: 'playing' })).rejects.toBeInstanceOf(ConflictError);
    expect(await sessions.findByCode('ABCD2345')).toEqual(winner);
  });
});
