import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RandomSource } from '@bluffle/shared-schema';
import type { Clock } from '../../game-server/src/clock';
import { DEFAULT_WORD_BANK_FILE, readConfig, type AppConfig } from '../../game-server/src/config/read-config';
import { createGameServer, type GameServer } from '../../game-server/src/server/create-game-server';
import { createStore } from '../../game-server/src/store/create-store';
import type { UserRecord } from '../../game-server/src/domain/user';
import type { NewWord } from '../../game-server/src/domain/word';
import type { LobbyTimings } from '../../game-server/src/multiplayer/lobby-timings';
import type { Logger } from '../../game-server/src/logging/logger';
import { FIXTURE_WORDS } from './fixture-words';

export { DEFAULT_WEB_DIST_DIR, DEFAULT_WORD_BANK_FILE } from '../../game-server/src/config/read-config';

export interface TestServerOptions {
  /** Stored before the server starts. Default: FIXTURE_WORDS, unless seedFromBank is set; [] for none. */
  words?: readonly NewWord[];
  /** The server's clock; default the real one. */
  clock?: Clock;
  /** Let the server seed itself from the real word bank file (WORD_BANK_FILE) on first start. */
  seedFromBank?: boolean;
  /** Seed from this word bank file instead (implies no fixture words unless `words` is given). */
  wordBankFile?: string;
  /** Reuse this data directory (the caller owns it, it is not removed); default a fresh temp dir. */
  dataDir?: string;
  /** The built web app to serve; default a directory that does not exist. */
  webDistDir?: string;
  random?: RandomSource;
  /** More environment variables for the server's config (e.g. sign-in: PUBLIC_URL, GOOGLE_CLIENT_ID...). */
  env?: Record<string, string>;
  /** Users stored before the server starts (roles, plan...), e.g. for the authorization matrix. */
  users?: ReadonlyArray<Omit<UserRecord, 'createdAt' | 'updatedAt'>>;
  /** How often the server purges expired sign-in sessions and abandoned games (default: hourly). */
  purgeIntervalMs?: number;
  /** Lobby round, results and reconnection times (default the product's: a 3 s results pause per round). */
  lobbyTimings?: Partial<LobbyTimings>;
  /** How often the server times out last rounds left unanswered (default: every second). */
  lastRoundCheckMs?: number;
  /** The server's logger, to read what it logs (default: one at LOG_LEVEL, silent unless set). */
  logger?: Logger;
  /** How often (real time) a draining server looks at its lobbies and its limit (default 250 ms). */
  drainCheckMs?: number;
}

export interface TestServer {
  /**
   * e.g. http://localhost:41234 (no trailing slash): the address a developer opens, which is also the
   * server's public origin while PUBLIC_URL is unset, so sign-in comes back to the page that started it.
   */
  baseUrl: string;
  port: number;
  dataDir: string;
  config: AppConfig;
  /** Stops the server; removes the data directory unless the caller passed its own. */
  close(): Promise<void>;
  /** The server's draining stop, as SIGTERM starts it (server/shutdown-signals.ts); close() still cleans up. */
  gameServer: Pick<GameServer, 'drain' | 'close'>;
}

/** Boots the real game server (Express + Colyseus + embedded store) on a free port, as `npm start` does. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'bluffle-test-')));
  const seedsItself = options.seedFromBank === true || options.wordBankFile !== undefined;
  const words = options.words ?? (seedsItself ? [] : FIXTURE_WORDS);
  const users = options.users ?? [];
  if (words.length > 0 || users.length > 0) {
    const store = await createStore({ dataDir });
    if (words.length > 0) await store.words.createMany([...words]);
    for (const user of users) await store.users.upsert(user);
    await store.close();
  }
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-dist'),
    // Every test plays from 127.0.0.1, far past a person's pace: the rate limit tests set their own limits.
    RATE_LIMIT_SESSIONS_PER_10_MIN: '100000',
    RATE_LIMIT_ANSWERS_PER_10_MIN: '100000',
    WORD_BANK_FILE:
      options.wordBankFile ??
      (options.seedFromBank ? DEFAULT_WORD_BANK_FILE : path.join(dataDir, 'no-word-bank.json')),
    ...options.env,
  });
  const server = createGameServer(config, {
    clock: options.clock,
    random: options.random,
    purgeIntervalMs: options.purgeIntervalMs,
    lobbyTimings: options.lobbyTimings,
    lastRoundCheckMs: options.lastRoundCheckMs,
    logger: options.logger,
    drainCheckMs: options.drainCheckMs,
  });
  try {
    const { port } = await server.listen();
    return {
      baseUrl: `http://localhost:${port}`,
      port,
      dataDir,
      config,
      gameServer: server,
      close: async () => {
        await server.close();
        if (ownsDataDir) {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    if (ownsDataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
}
