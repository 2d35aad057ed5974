// `npm run bench:board`: the challenge board of a set with 10,000 counted attempts, read the way
// GET /api/sessions/{code}/board reads it (the service: the set behind the code, the reader's access, a
// page and the reader's rank), as a challenger who finished it. Prints each figure beside the 50 ms target.
// Embedded always; the mongo driver against MONGODB_URI when set, or with --wire against the in-memory wire
// server the store tests use (which scans without indexes: its figure says nothing about MongoDB's).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { initialScore } from '@bluffle/shared-schema';
import { systemClock } from '../../game-server/src/clock';
import type { BoardEntryRecord } from '../../game-server/src/domain/board-entry';
import type { GameSessionRecord } from '../../game-server/src/domain/session';
import { createLogger } from '../../game-server/src/logging/logger';
import { cryptoRandom } from '../../game-server/src/random-source';
import { hashPlayerToken } from '../../game-server/src/services/player-token';
import { readSessionBoard } from '../../game-server/src/services/session-board/read-session-board';
import { openEmbeddedStore } from '../../game-server/src/store/embedded/embedded-store';
import { connectMongo, openMongoStore } from '../../game-server/src/store/mongo/mongo-store';
import type { Store } from '../../game-server/src/store/port';

const ATTEMPTS = Number(process.env.BOARD_ATTEMPTS ?? 10_000);
const RUNS = Number(process.env.BOARD_RUNS ?? 200);
const TARGET_MS = 50;
const SET = 'bench-board-set';
const READER_TOKEN = 'bench-reader-token';

function session(code: string, identityKey: string, overrides: Partial<GameSessionRecord> = {}) {
  return {
    code,
    playerName: `Player ${code}`,
    userId: null,
    playerTokenHash: hashPlayerToken(`${code}-token`),
    language: 'english' as const,
    totalRounds: 5,
    phaseOneSeconds: 15,
    isRelaxed: false,
    wordIds: ['w1', 'w2', 'w3', 'w4', 'w5'],
    status: 'completed' as const,
    currentRound: null,
    answers: [],
    score: initialScore(),
    duplicatedFrom: null,
    identityKey,
    wordSetKey: SET,
    isPractice: false,
    lastAnswer: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    completedAt: '2026-11-01T10:02:00.000Z',
    ...overrides,
  };
}

/** The attempts spread over every score and many times, so ranks and ties are realistic. */
function entry(index: number): BoardEntryRecord {
  return {
    wordSetKey: SET,
    sessionCode: `B${index.toString().padStart(7, '0')}`,
    playerName: `Challenger ${index}`,
    score: (index * 7) % 17,
    totalTimeMs: 5_000 + ((index * 7919) % 70_000),
    isRelaxed: index % 10 === 0,
    completedAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
  };
}

async function seed(store: Store): Promise<void> {
  await store.sessions.create(session('ORIGINAL', 'guest:creator'));
  // The reader: a challenger whose counted attempt is complete, somewhere in the middle of the board.
  await store.sessions.create(
    session('READER01', 'guest:reader', {
      duplicatedFrom: 'ORIGINAL',
      playerTokenHash: hashPlayerToken(READER_TOKEN),
    }),
  );
  await store.firstPlays.claim({
    identityKey: 'guest:reader',
    wordSetKey: SET,
    sessionCode: 'READER01',
    at: '2026-11-01T10:00:00.000Z',
  });
  await store.boards.record({ ...entry(0), sessionCode: 'READER01', score: 8 });
  for (let index = 1; index < ATTEMPTS; index += 1) await store.boards.record(entry(index));
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function timeRuns(label: string, run: () => Promise<unknown>): Promise<void> {
  await run(); // warm: prepared statements, the driver's connection
  const timings: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const p99 = percentile(timings, 0.99);
  console.log(
    `  ${label}: median ${percentile(timings, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (target < ${TARGET_MS} ms: ${p99 < TARGET_MS ? 'met' : 'MISSED'})`,
  );
}

async function benchStore(label: string, store: Store): Promise<void> {
  const seedStart = performance.now();
  await seed(store);
  console.log(
    `${label}: ${ATTEMPTS} attempts on one set (seeded in ${(performance.now() - seedStart).toFixed(0)} ms)`,
  );
  const deps = { store, clock: systemClock, random: cryptoRandom, logger: createLogger('silent') };
  const reader = { identity: { userId: null, guestId: null }, playerToken: READER_TOKEN };
  const read = (offset: number) => readSessionBoard(deps, 'ORIGINAL', { limit: 20, offset }, reader);
  const first = await read(0);
  if (first.total !== ATTEMPTS || first.yourRank === null)
    throw new Error('the board was not seeded as planned');
  await timeRuns('GET board, first page of 20', () => read(0));
  await timeRuns(`GET board, last page (offset ${ATTEMPTS - 20})`, () => read(ATTEMPTS - 20));
}

function startWireServer(): { uri: Promise<string>; child: ChildProcess } {
  const script = join(__dirname, '..', '..', 'tests', 'store', 'wire-server', 'serve-wire-mongo.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const uri = new Promise<string>((resolve) =>
    createInterface({ input: child.stdout! }).once('line', resolve),
  );
  return { uri, child };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bluffle-bench-board-'));
  const embedded = openEmbeddedStore(dataDir);
  try {
    await benchStore('embedded (SQLite)', embedded);
  } finally {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const isWire = process.argv.includes('--wire');
  if (process.env.MONGODB_URI === undefined && !isWire) {
    console.log(
      'mongo: skipped (set MONGODB_URI for a real MongoDB, or pass --wire for the in-memory wire server)',
    );
    return;
  }
  const wire = isWire && process.env.MONGODB_URI === undefined ? startWireServer() : null;
  const uri = wire === null ? process.env.MONGODB_URI! : await wire.uri;
  const dbName = `bluffle_bench_board_${Date.now()}`;
  const mongo = await openMongoStore(uri, { dbName });
  try {
    await benchStore(
      wire === null ? 'mongo (MONGODB_URI)' : 'mongo (in-memory wire server: no indexes, not MongoDB)',
      mongo,
    );
  } finally {
    await mongo.close();
    const dropper = await connectMongo(uri, { dbName });
    await dropper.getClient().db(dbName).dropDatabase();
    await dropper.close();
    wire?.child.stdin!.end();
  }
}

void main();
