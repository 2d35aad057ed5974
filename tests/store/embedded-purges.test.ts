// (In tests/, beside the contract fixtures it uses.) The embedded store's purges delete in statements of at
// most PURGE_ROWS_PER_STATEMENT rows with the event loop handed back between two, so an hour's expired rows
// never hold the loop in one go; what they delete is the contract's (tests/store/contract).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { ManualClock } from '../support/manual-clock';
import { EmbeddedAuthSessionRepository } from '../../game-server/src/store/embedded/auth-session-repository';
import { openDatabase } from '../../game-server/src/store/embedded/open-database';
import { PURGE_ROWS_PER_STATEMENT } from '../../game-server/src/store/embedded/purge-chunks';
import { EmbeddedSessionRepository } from '../../game-server/src/store/embedded/session-repository';
import { newSession } from './contract/fixtures';
import { afterTheTurn, manualYields } from '../../game-server/src/yield-test-fixtures';

const EXPIRED = PURGE_ROWS_PER_STATEMENT * 2 + 10;

describe('the embedded purges', () => {
  let root: string;
  let db: Database.Database;
  const rowsOf = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-purges-'));
    db = openDatabase(root);
  });
  afterEach(() => {
    db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('delete expired sign-in sessions a chunk at a time, yielding between chunks, and keep the live ones', async () => {
    const clock = new ManualClock(Date.UTC(2025, 2, 1));
    const yields = manualYields();
    const sessions = new EmbeddedAuthSessionRepository(db, clock, yields.yieldToLoop);
    const past = new Date(clock.now() - 1000).toISOString();
    const future = new Date(clock.now() + 60_000).toISOString();
    for (let index = 0; index < EXPIRED; index += 1) await sessions.set(`old-${index}`, '{}', past);
    await sessions.set('live', '{}', future);

    const purging = sessions.purgeExpired(new Date(clock.now()).toISOString());
    await afterTheTurn();
    expect(rowsOf('auth_sessions')).toBe(EXPIRED + 1 - PURGE_ROWS_PER_STATEMENT);
    expect(yields.waitingCount).toBe(1);
    yields.release();
    await afterTheTurn();
    expect(rowsOf('auth_sessions')).toBe(EXPIRED + 1 - 2 * PURGE_ROWS_PER_STATEMENT);
    yields.release();
    await expect(purging).resolves.toBe(EXPIRED);
    expect(rowsOf('auth_sessions')).toBe(1);
    expect(await sessions.get('live')).not.toBeNull();
  });

  it('delete abandoned games a chunk at a time, yielding between chunks, and keep completed and recent ones', async () => {
    const yields = manualYields();
    const sessions = new EmbeddedSessionRepository(db, yields.yieldToLoop);
    const oldDay = '2025-03-01T12:00:00.000Z';
    for (let index = 0; index < EXPIRED; index += 1) {
      const code = `OLD${String(index).padStart(5, '0')}`;
      await sessions.create(newSession({ code, playerTokenHash: code.padEnd(64, 'a'), createdAt: oldDay }));
    }
    await sessions.create(
      newSession({
        code: 'DONE0001',
        playerTokenHash: 'd'.repeat(64),
        createdAt: oldDay,
        status: 'completed',
      }),
    );
    await sessions.create(
      newSession({
        code: 'NEW00001',
        playerTokenHash: 'n'.repeat(64),
        createdAt: '2025-03-03T12:00:00.000Z',
      }),
    );

    const purging = sessions.purgeAbandoned('2025-03-02T00:00:00.000Z');
    await afterTheTurn();
    expect(rowsOf('sessions')).toBe(EXPIRED + 2 - PURGE_ROWS_PER_STATEMENT);
    yields.release();
    await afterTheTurn();
    yields.release();
    await expect(purging).resolves.toBe(EXPIRED);
    expect(await sessions.findByCode('DONE0001')).not.toBeNull();
    expect(await sessions.findByCode('NEW00001')).not.toBeNull();
    expect(rowsOf('sessions')).toBe(2);
  });
});
