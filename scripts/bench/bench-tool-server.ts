// A game server in this process with a fresh store and one signed-in account, for the tool benchmarks
// (the admin's word tools, the wordsmith's): real HTTP through local sign-in, no word bank. `post` answers
// the parsed reply of a successful call and throws on any other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserRole } from '@bluffle/shared-schema';
import { readConfig } from '../../game-server/src/config/read-config';
import { createGameServer } from '../../game-server/src/server/create-game-server';
import { createStore } from '../../game-server/src/store/create-store';

export interface BenchToolServer {
  base: string;
  /** performance.now() when the server started listening (a preloaded generator starts loading then). */
  listenedAt: number;
  post(route: string, body: unknown): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startBenchToolServer(options: {
  name: string;
  role: Extract<UserRole, 'admin' | 'wordsmith'>;
  /** Config variables beside the bench defaults (WORD_GENERATOR_PRELOAD, say). */
  env?: Record<string, string>;
  /** Fills the store before the server starts (bench words). */
  seed?: (dataDir: string) => Promise<unknown>;
}): Promise<BenchToolServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bluffle-bench-${options.name}-`));
  await options.seed?.(dataDir);
  const store = await createStore({ dataDir });
  const username = `bench-${options.name}`;
  await store.users.upsert({
    id: `local:${username}`,
    username,
    email: null,
    provider: 'local',
    avatar: null,
    roles: [options.role],
  });
  await store.close();
  const config = readConfig({
    NODE_ENV: 'development',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WORD_BANK_FILE: path.join(dataDir, 'no-bank.json'),
    ...options.env,
  });
  const server = createGameServer(config);
  const { port } = await server.listen();
  const listenedAt = performance.now();
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const signIn = await fetch(`${base}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const post = async (route: string, body: unknown) => {
      const response = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    return { base, listenedAt, post, close };
  } catch (error) {
    await close();
    throw error;
  }
}
