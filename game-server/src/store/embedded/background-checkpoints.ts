// Moves SQLite's WAL checkpoints off the request thread. better-sqlite3 is synchronous, and by default the
// commit that takes the WAL past 1,000 pages copies them into the database file and fsyncs both files
// before it returns: the event loop stood still for 15-35 ms about every thousand answers, which was most of
// the answers call's p99 (scripts/bench, notes). A worker thread with its own connection now
// checkpoints in the background; commits are exactly as durable as before (they are in the WAL when they
// return, so a kill -9 keeps them), and only the copy into the database file moves.
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** How often the worker copies new WAL pages into the database file (a no-op when there are none). */
const CHECKPOINT_INTERVAL_MS = 200;
/**
 * The request thread still checkpoints when the WAL passes this many pages (about 40 MB): under writes that
 * never pause, the worker can copy the pages but the WAL restarts from its beginning only after a moment
 * without writers, so this bounds its size. Reached only under sustained full load.
 */
const BACKSTOP_PAGES = 10_000;
/** SQLite's own default, restored when the worker stops. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/**
 * The worker starts this long after the store opens: a store closed sooner (tests, scripts) never pays for
 * a thread, and until it runs, SQLite checkpoints as it always did.
 */
const START_DELAY_MS = 1000;

// Plain CommonJS run with `eval`, so it needs no TypeScript loader in the worker; the driver's path comes
// from this module's own resolution.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file, { fileMustExist: true, timeout: workerData.busyTimeoutMs });
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (workerData.isReporting) parentPort.postMessage({ checkpoint: result });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage({ ready: true });
`;

export interface BackgroundCheckpoints {
  /** Settles once the worker checkpoints and the request thread has stepped back (tests wait on it). */
  running: Promise<void>;
  /** Stops the worker and closes its connection; call before closing the database. Safe to call twice. */
  stop(): Promise<void>;
}

export interface BackgroundCheckpointOptions {
  busyTimeoutMs: number;
  startDelayMs?: number;
  intervalMs?: number;
  /** Called after each of the worker's checkpoints with SQLite's figures (WAL pages, pages copied). */
  onCheckpoint?: (result: { walPages: number; checkpointedPages: number }) => void;
}

interface WorkerMessage {
  ready?: true;
  error?: string;
  checkpoint?: { busy: number; log: number; checkpointed: number };
}

/** A failing worker is worth a warning, not a crash: SQLite's own checkpoints take over again. */
function warn(message: string): void {
  process.emitWarning(`background WAL checkpoints: ${message}`);
}

export function startBackgroundCheckpoints(
  db: Database.Database,
  options: BackgroundCheckpointOptions,
): BackgroundCheckpoints {
  let worker: Worker | undefined;
  let markRunning = () => {};
  const running = new Promise<void>((resolve) => {
    markRunning = resolve;
  });
  let exited: Promise<void> = Promise.resolve();
  let stopping: Promise<void> | undefined;
  const checkpointInline = () => {
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  };

  const start = () => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driverPath: require.resolve('better-sqlite3'),
        file: db.name,
        busyTimeoutMs: options.busyTimeoutMs,
        intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
        isReporting: options.onCheckpoint !== undefined,
      },
    });
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    started.on('message', (message: WorkerMessage) => {
      if (message.ready && db.open && stopping === undefined) {
        db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
        markRunning();
      }
      if (message.checkpoint !== undefined) {
        const { log, checkpointed } = message.checkpoint;
        options.onCheckpoint?.({ walPages: log, checkpointedPages: checkpointed });
      }
      if (message.error !== undefined) warn(message.error);
    });
    started.on('error', (error) => {
      warn(String(error));
      checkpointInline();
    });
    // A forgotten store must not keep the process alive. After the listeners: adding a 'message' listener
    // refs the worker again (a store left open in a test kept jest from exiting).
    started.unref();
    worker = started;
  };
  const startTimer = setTimeout(start, options.startDelayMs ?? START_DELAY_MS);
  startTimer.unref();

  const stop = async () => {
    clearTimeout(startTimer);
    checkpointInline();
    worker?.postMessage('stop');
    await exited;
  };

  return {
    running,
    stop: () => {
      stopping ??= stop();
      return stopping;
    },
  };
}
