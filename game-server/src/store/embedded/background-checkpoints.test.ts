// The WAL is copied into the database file by the worker, not by the commit that crosses 1,000 pages, and
// stopping hands checkpoints back to SQLite and leaves no connection behind.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { startBackgroundCheckpoints } from './background-checkpoints';
import { BUSY_TIMEOUT_MS, DATABASE_FILE_NAME, openDatabase } from './open-database';

const PAGE_SIZED_TEXT = 'x'.repeat(3000);

describe('startBackgroundCheckpoints', () => {
  let root: string;
  let db: Database.Database;
  const autocheckpointPages = () => db.pragma('wal_autocheckpoint', { simple: true });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-checkpoints-'));
    db = openDatabase(root);
    db.exec('CREATE TABLE filler (text TEXT NOT NULL)');
  });
  afterEach(() => {
    if (db.open) db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies committed pages into the database file while the request thread only appends', async () => {
    let caughtUp: () => void = () => {};
    const isCaughtUp = new Promise<void>((resolve) => {
      caughtUp = resolve;
    });
    const rows = 1500;
    let hasCaughtUp = false;
    const databaseFileSize = () => {
      const file = join(root, DATABASE_FILE_NAME);
      return existsSync(file) ? statSync(file).size : 0;
    };
    // The wait is for the database file itself to hold every row. The WAL's frame count is no measure: on a
    // busy machine the worker can finish a checkpoint between two inserts, and the WAL then restarts.
    const checkpoints = startBackgroundCheckpoints(db, {
      busyTimeoutMs: BUSY_TIMEOUT_MS,
      startDelayMs: 0,
      intervalMs: 10,
      onCheckpoint: ({ walPages, checkpointedPages }) => {
        // Reports already on their way may arrive after the test has stopped the worker and removed the files.
        if (hasCaughtUp || checkpointedPages !== walPages) return;
        if (databaseFileSize() > rows * PAGE_SIZED_TEXT.length) {
          hasCaughtUp = true;
          caughtUp();
        }
      },
    });
    await checkpoints.running;
    expect(autocheckpointPages()).toBeGreaterThan(rows);

    const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
    for (let row = 0; row < rows; row += 1) insert.run(PAGE_SIZED_TEXT);
    // The request thread never checkpointed on its own: its threshold stayed above what it wrote.
    expect(autocheckpointPages()).toBeGreaterThan(rows);
    await isCaughtUp;
    expect(databaseFileSize()).toBeGreaterThan(rows * PAGE_SIZED_TEXT.length);

    await checkpoints.stop();
    expect(autocheckpointPages()).toBe(1000);
    db.close();
    // Only the last connection to close removes the WAL: the worker's is gone.
    expect(existsSync(join(root, `${DATABASE_FILE_NAME}-wal`))).toBe(false);
  });

  it('starts no thread for a database closed before its start delay', async () => {
    const checkpoints = startBackgroundCheckpoints(db, { busyTimeoutMs: BUSY_TIMEOUT_MS });
    await checkpoints.stop();
    await checkpoints.stop();
    expect(autocheckpointPages()).toBe(1000);
  });

  it('does not keep the process alive for a database nobody closes', () => {
    const script = join(root, 'forgotten-store.ts');
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(join(__dirname, 'open-database'))};
import { startBackgroundCheckpoints } from ${JSON.stringify(join(__dirname, 'background-checkpoints'))};
const db = openDatabase(${JSON.stringify(join(root, 'forgotten'))});
const checkpoints = startBackgroundCheckpoints(db, { busyTimeoutMs: 1000, startDelayMs: 0 });
// Alive until the worker runs; then only the worker is left, and it must not hold the process.
const keepAlive = setInterval(() => {}, 1000);
void checkpoints.running.then(() => {
  process.stdout.write('running');
  clearInterval(keepAlive);
});
`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(child.stdout).toBe('running');
    expect(child.status).toBe(0);
  });
});
