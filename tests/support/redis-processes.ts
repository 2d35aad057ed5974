// Two game-server processes on the machine's Redis, as a scale-out runs: one embedded store (shared by both on
// this machine, seeded with the fixture words), one Redis and one session secret, so a player signed in on one
// process is signed in on the other. Rate limits are counted under this run's own keys, so parallel runs never
// share a counter.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { startChild, type RunningChild } from '../../scripts/bench/child-server';
import { createStore } from '../../game-server/src/store/create-store';
import { ROOM_LISTINGS_KEY } from '../../game-server/src/server/own-listing-redis-driver';
import { FIXTURE_WORDS } from './fixture-words';
import { isRedisUp } from './redis-check';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const roomListing = z.object({ processId: z.string(), publicAddress: z.string() });

/** Where the matchmaker says the room of a lobby code is: its process and public address. */
export async function roomListingOf(redis: Redis, code: string): Promise<z.infer<typeof roomListing>> {
  return roomListing.parse(JSON.parse((await redis.hget(ROOM_LISTINGS_KEY, code)) ?? 'null'));
}

/**
 * How long a test's set-up may take to start the two processes: each compiles the server's sources before it
 * listens, which beside CI's other lanes (and a parallel run) took over a minute for the two.
 */
export const TWO_PROCESSES_START_MS = 180_000;
const MAIN = path.join('game-server', 'src', 'main.ts');

export interface RedisProcesses {
  first: RunningChild;
  second: RunningChild;
  /** This run's own start of the saved lobbies' keys in Redis (LOBBY_SNAPSHOT_KEY_PREFIX). */
  lobbySnapshotKeyPrefix: string;
  /** Stops both processes and removes their store. */
  stop(): Promise<void>;
}

/** Starts two processes on Redis with `env` added to the shared settings; fails clearly when Redis is down. */
export async function startTwoProcessesOnRedis(
  env: Record<string, string>,
  dataDirPrefix: string,
): Promise<RedisProcesses> {
  if (!(await isRedisUp(REDIS_URL))) {
    throw new Error(
      `This test needs Redis at ${REDIS_URL} (the machine runs one; set REDIS_URL to point elsewhere).`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), dataDirPrefix));
  const store = await createStore({ dataDir });
  await store.words.createMany([...FIXTURE_WORDS]);
  await store.close();
  const runKey = `${process.pid}:${Date.now()}`;
  const lobbySnapshotKeyPrefix = `bluffle-test:lobbies:${runKey}`;
  const shared = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REDIS_URL,
    SESSION_SECRET: 'two-processes-share-this-secret-0123456789',
    AUTH_RATE_LIMIT: '10000',
    RATE_LIMIT_KEY_PREFIX: `bluffle-test:${runKey}`,
    // A run's lobbies are resumed only by its own processes.
    LOBBY_SNAPSHOT_KEY_PREFIX: lobbySnapshotKeyPrefix,
    WORD_BANK_FILE: path.join(dataDir, 'no-word-bank.json'),
    ...env,
  };
  const publicAddress = (port: number) => ({ PUBLIC_ADDRESS: `localhost:${port}` });
  // Side by side: each start compiles the server's sources, which took half a minute on a loaded machine.
  const [first, second] = await Promise.all([
    startChild(MAIN, shared, publicAddress),
    startChild(MAIN, shared, publicAddress),
  ]);
  return {
    first,
    second,
    lobbySnapshotKeyPrefix,
    async stop() {
      await Promise.all([first.stop(), second.stop()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
