import type { SeededUser } from './admin-words';

// What the browser project's global set-up (browser-global-setup.ts) hands each jest worker: one game server
// and one Debian chromium per worker, started once for the whole run instead of once per test file. They
// live in jest's main process; a worker reaches them by address, found under its JEST_WORKER_ID.

/** The environment variable that carries the workers' resources from the global set-up to the workers. */
export const BROWSER_WORKERS_ENV = 'BLUFFLE_BROWSER_WORKERS';

/** One worker's share of the run: its game server, its chromium and the server's control address. */
export interface BrowserWorker {
  /** The worker's game server (fixture words, a skipping clock), e.g. http://localhost:41234. */
  baseUrl: string;
  /** chromium.connect() address of the worker's chromium. */
  browserEndpoint: string;
  /** Test-only control of that game server (its clock, its stored users): browser-worker-control.ts. */
  controlUrl: string;
}

/** The environment every worker's shared game server is started with (beyond the test server's own). */
export const SHARED_SERVER_ENV: Readonly<Record<string, string>> = {
  // Every file of a worker signs in from 127.0.0.1 on this one server, far past a person's pace.
  AUTH_RATE_LIMIT: '100000',
  LOCAL_SIGN_IN: 'on',
};

/** This worker's resources; fails clearly when the browser project's global set-up did not run. */
export function thisBrowserWorker(): BrowserWorker {
  const encoded = process.env[BROWSER_WORKERS_ENV];
  if (encoded === undefined) {
    throw new Error(
      `${BROWSER_WORKERS_ENV} is unset: run browser tests through jest's browser project (its globalSetup).`,
    );
  }
  const workers = JSON.parse(encoded) as BrowserWorker[];
  const id = Number(process.env.JEST_WORKER_ID ?? '1');
  const worker = workers[id - 1];
  if (worker === undefined) {
    throw new Error(`No browser resources for jest worker ${id} (the global set-up made ${workers.length}).`);
  }
  return worker;
}

/** The control calls a worker makes on its shared game server. */
export const workerControl = {
  async serverNow(worker: BrowserWorker): Promise<number> {
    const body = (await call(worker, 'GET', '/clock')) as { nowMs: number };
    return body.nowMs;
  },
  async advanceClock(worker: BrowserWorker, milliseconds: number): Promise<void> {
    await call(worker, 'POST', '/clock/advance', { milliseconds });
  },
  async storeUsers(worker: BrowserWorker, users: readonly SeededUser[]): Promise<void> {
    await call(worker, 'POST', '/users', users);
  },
};

async function call(worker: BrowserWorker, method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${worker.controlUrl}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`worker control ${method} ${route} answered ${response.status}: ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}
