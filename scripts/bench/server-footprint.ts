// `npm run bench:footprint`: what a started production server costs with nothing to do, measured
// from outside by its process's RSS (/proc): the time from process start to /ready, RSS when idle after
// start, the first Summon (the word generator loads) and a later one, RSS after them, and RSS once the idle
// generator has been released (WORD_GENERATOR_IDLE_MINUTES=1, so that step waits about a minute of real
// time). The store is seeded from the word bank by an unmeasured first start, as a deployed server's is.
//   BENCH_SERVER=compiled (default): node game-server/dist/main.js (built first if stale, as `npm start`)
//   BENCH_SERVER=source: node --import tsx game-server/src/main.ts
//   BENCH_SERVER_FILE=<path>/game-server/dist/main.js: another compiled server, e.g. in a copy of the
//   repository installed with `npm ci --omit=dev`, as the Docker image is
//   BENCH_IDLE_WAIT=0 skips waiting for the release; BENCH_START_ONLY=1 stops after the idle RSS at start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore } from '../../game-server/src/store/create-store';
import { freePort, repoRoot } from './child-server';
import { cpuSecondsOf, rssMegabytesOf } from './process-meter';

const USERNAME = 'bench-footprint';
const IDLE_MINUTES = 1;
/** How long RSS is left to settle after each step before it is read. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);

function serverArgs(): string[] {
  if (process.env.BENCH_SERVER_FILE !== undefined) return [path.resolve(process.env.BENCH_SERVER_FILE)];
  return process.env.BENCH_SERVER === 'source'
    ? ['--import', 'tsx', path.join(repoRoot, 'game-server', 'src', 'main.ts')]
    : [path.join(repoRoot, 'game-server', 'dist', 'main.js')];
}

async function buildIfStale(): Promise<void> {
  if (process.env.BENCH_SERVER === 'source' || process.env.BENCH_SERVER_FILE !== undefined) return;
  const { ensureServerBuilt } = (await import(path.join(repoRoot, 'scripts', 'build-server.mjs'))) as {
    ensureServerBuilt(): Promise<void>;
  };
  await ensureServerBuilt();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  url: string;
  readyAfterMs: number;
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, serverArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bench-footprint-session-secret-0123456789',
      PUBLIC_URL: url,
      LOCAL_SIGN_IN: 'on',
      // Production's sign-in cookie is Secure: the bench plays the TLS proxy in front of it.
      TRUST_PROXY: 'on',
      WORD_GENERATOR_IDLE_MINUTES: String(IDLE_MINUTES),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  return { child, url, readyAfterMs: performance.now() - startedAt };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function grantWordsmith(dataDir: string): Promise<void> {
  const store = await createStore({ dataDir });
  await store.users.upsert({
    id: `local:${USERNAME}`,
    username: USERNAME,
    email: null,
    provider: 'local',
    avatar: null,
    roles: ['wordsmith'],
  });
  await store.close();
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ username: USERNAME }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function timedSummon(url: string, cookie: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${url}/api/words/summon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', cookie },
    body: JSON.stringify({ language: 'english' }),
  });
  if (!response.ok) throw new Error(`summon: ${response.status} ${await response.text()}`);
  return performance.now() - startedAt;
}

const mb = (value: number) => `${Math.round(value)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  await buildIfStale();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-footprint-'));
  try {
    // First start: seeds the store from the word bank (unmeasured); the account is added after it.
    await stop((await startServer(dataDir)).child);
    await grantWordsmith(dataDir);
    const { child, url, readyAfterMs } = await startServer(dataDir);
    const pid = child.pid ?? 0;
    try {
      await sleep(SETTLE_MS);
      console.log(`server: ${serverArgs().join(' ')}`);
      console.log(`process start to /ready: ${ms(readyAfterMs)}`);
      console.log(`idle RSS after start: ${mb(rssMegabytesOf(pid))}`);
      if (process.env.BENCH_START_ONLY === '1') return;
      const cookie = await signIn(url);
      const cpuBefore = cpuSecondsOf(pid);
      const firstMs = await timedSummon(url, cookie);
      // Wall time on a busy machine says little; the server's CPU for it is what an idle core would take.
      const cpuSeconds = (cpuSecondsOf(pid) - cpuBefore).toFixed(1);
      console.log(`first Summon (generator loads): ${ms(firstMs)}, ${cpuSeconds} s of the server's CPU`);
      const later = [];
      for (let call = 0; call < 5; call += 1) later.push(await timedSummon(url, cookie));
      console.log(`later Summons: ${later.map(ms).join(', ')}`);
      await sleep(SETTLE_MS);
      console.log(`RSS with the generator loaded: ${mb(rssMegabytesOf(pid))}`);
      if (process.env.BENCH_IDLE_WAIT !== '0') {
        await sleep(IDLE_MINUTES * 60_000 + 30_000);
        console.log(`RSS after the idle release (${IDLE_MINUTES} min): ${mb(rssMegabytesOf(pid))}`);
        console.log(`first Summon after the release: ${ms(await timedSummon(url, cookie))}`);
      }
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
