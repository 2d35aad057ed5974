import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type BrowserServer } from 'playwright-core';
import { assertWebAppBuilt, CHROMIUM_LAUNCH_OPTIONS } from './browser-launch';
import { BROWSER_WORKERS_ENV, type BrowserWorker } from './browser-workers';

// The browser project's global set-up (jest.config.js): one game server and one chromium per jest worker for
// the whole run, so a test file pays for neither; each test opens its own browser context on them. Files
// that need a server configured otherwise (fake Stripe, fake OAuth providers, an ad network, words of their
// own) start their own server (own-web-app.ts) and still use their worker's chromium.

interface Started {
  servers: ChildProcess[];
  browsers: BrowserServer[];
}

const STARTED_KEY = '__bluffleBrowserWorkers';
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SERVER_SCRIPT = path.join(__dirname, 'browser-worker-server.ts');

export default async function browserGlobalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  assertWebAppBuilt();
  const started: Started = { servers: [], browsers: [] };
  (globalThis as Record<string, unknown>)[STARTED_KEY] = started;
  // jest numbers its workers 1..maxWorkers (1 when it runs in band).
  const workerCount = Math.max(1, globalConfig.maxWorkers);
  const workers = await Promise.all(
    Array.from({ length: workerCount }, async (): Promise<BrowserWorker> => {
      const [server, browser] = await Promise.all([
        startWorkerServer(started),
        chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS).then((launched) => {
          started.browsers.push(launched);
          return launched;
        }),
      ]);
      return { ...server, browserEndpoint: browser.wsEndpoint() };
    }),
  );
  // Workers are started after the global set-up, with its environment.
  process.env[BROWSER_WORKERS_ENV] = JSON.stringify(workers);
}

/** Starts browser-worker-server.ts in its own process and reads the addresses it prints. */
async function startWorkerServer(started: Started): Promise<{ baseUrl: string; controlUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  started.servers.push(child);
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the worker's game server exited (code ${code})`)));
  });
  lines.close();
  // Anything the server prints later goes to the run's own output.
  child.stdout!.pipe(process.stdout);
  return JSON.parse(first) as { baseUrl: string; controlUrl: string };
}

export async function closeBrowserWorkers(): Promise<void> {
  const started = (globalThis as Record<string, unknown>)[STARTED_KEY] as Started | undefined;
  if (started === undefined) return;
  await Promise.all(started.browsers.map((browser) => browser.close()));
  await Promise.all(
    started.servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          // Its stdin closing is its signal to close the server and remove its data directory.
          child.stdin?.end();
        }),
    ),
  );
  delete process.env[BROWSER_WORKERS_ENV];
}
