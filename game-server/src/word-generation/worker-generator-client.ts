import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { systemClock, type Clock } from '../clock';
import type { Logger } from '../logging/logger';
import type {
  GeneratorCallName,
  GeneratorCalls,
  GeneratorReply,
  GeneratorRequest,
} from './generator-messages';
import { WordGeneratorError, type WordGeneratorClient } from './word-generator-client';

// The generator runs in a worker thread that loads it at the first request and stays for the next ones: its
// seconds of loading must never stall the main thread, which runs the live multiplayer rounds. Only admins
// and wordsmiths use it, and it holds about 400 MB, so a thread left idle long enough is ended, which frees
// its heap; the next call starts a fresh one and waits for the load again.

/**
 * Compiled (scripts/build-server.mjs), this module is part of game-server/dist/main.js and the worker's own
 * bundle sits beside it. As source (tsx, jest), the worker is TypeScript: a CommonJS bootstrap registers
 * tsx's require hook, then loads the worker file. Node 20 does not apply `--import tsx` to a worker's own
 * entry file, and jest's transform does not reach a worker thread.
 */
function startWorkerThread(): Worker {
  if (path.extname(__filename) === '.js') return new Worker(path.join(__dirname, 'generator-worker.js'));
  // Resolved here, not at import: the compiled server runs without tsx installed.
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(path.join(__dirname, 'generator-worker.ts'))});`;
  return new Worker(bootstrap, { eval: true });
}

/** A request to a loaded generator not answered by then fails: the thread is stuck. */
const REQUEST_TIMEOUT_MS = 120_000;
/**
 * A request sent before the thread has loaded the generator waits for the load too: 5-15 s of CPU, which
 * takes minutes of wall time on a machine busy with other work (a CI run failed the 120 s on it at load 16).
 */
const LOADING_TIMEOUT_MS = 600_000;

interface Pending {
  call: GeneratorCallName;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** How often (real time) an idle thread's last use is compared with the clock, unless told otherwise. */
const IDLE_CHECK_MS = 30_000;

export interface WorkerGeneratorOptions {
  logger: Logger;
  /** The server's clock, which idle time is read from (tests move it by hand); default the system's. */
  clock?: Clock;
  /** The thread ends after this long with no call in flight; unset keeps it for the process's life. */
  idleReleaseMs?: number;
  /** How often (real time) the idle time is checked; default 30 s. */
  idleCheckMs?: number;
  /** How long a call may take, once the generator has loaded and while it loads; defaults above. */
  timeoutsMs?: { answer: number; loading: number };
}

export interface WorkerGeneratorClient extends WordGeneratorClient {
  /** Ends the thread if it has had no call for the idle time; answers whether it did (the timer calls it). */
  releaseIfIdle(): boolean;
  /** Whether a thread runs (it may be loading or holding the generator). */
  isThreadRunning(): boolean;
  /** Whether the thread has loaded the generator; starts a thread (without loading) when none runs. */
  isLoaded(): Promise<boolean>;
  /** Whether a running thread has answered with the generator loaded; asks nothing, starts nothing. */
  hasLoadedGenerator(): boolean;
}

export function createWorkerGeneratorClient(options: WorkerGeneratorOptions): WorkerGeneratorClient {
  const { logger, clock = systemClock, idleReleaseMs } = options;
  const timeoutsMs = options.timeoutsMs ?? { answer: REQUEST_TIMEOUT_MS, loading: LOADING_TIMEOUT_MS };
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  /** Whether the running thread has answered a call with the generator loaded. */
  let hasLoaded = false;
  let idleCheck: NodeJS.Timeout | undefined;
  /** When a call was last sent or answered, by the server's clock. */
  let lastUsedAt = clock.now();
  let nextId = 1;

  function releaseIfIdle(): boolean {
    const running = worker;
    if (running === undefined || idleReleaseMs === undefined || pending.size > 0) return false;
    const idleMs = clock.now() - lastUsedAt;
    if (idleMs < idleReleaseMs) return false;
    worker = undefined;
    stopIdleCheck();
    logger.info({ idleMinutes: Math.round(idleMs / 60_000) }, 'word generator released after idle time');
    void running.terminate();
    return true;
  }

  function startIdleCheck(): void {
    if (idleReleaseMs === undefined || idleCheck !== undefined) return;
    idleCheck = setInterval(releaseIfIdle, options.idleCheckMs ?? IDLE_CHECK_MS);
    idleCheck.unref();
  }

  function stopIdleCheck(): void {
    clearInterval(idleCheck);
    idleCheck = undefined;
  }

  function failAll(message: string): void {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new WordGeneratorError('failed', message));
      pending.delete(id);
    }
  }

  function settle(reply: GeneratorReply): void {
    const waiting = pending.get(reply.id);
    if (waiting === undefined) return;
    pending.delete(reply.id);
    clearTimeout(waiting.timer);
    lastUsedAt = clock.now();
    if (reply.loadMs !== undefined) logger.info({ loadMs: reply.loadMs }, 'word generator loaded');
    if (waiting.call !== 'ping' && !('error' in reply)) hasLoaded = true;
    if ('result' in reply) {
      logger.debug({ call: waiting.call, callMs: reply.callMs }, 'word generator answered');
      waiting.resolve(reply.result);
    } else if ('refusal' in reply) {
      waiting.reject(
        new WordGeneratorError('language-not-generated', 'the generator does not make this language'),
      );
    } else {
      logger.error({ err: reply.error }, 'word generator failed');
      waiting.reject(new WordGeneratorError('failed', 'the word generator failed'));
    }
  }

  function startedWorker(): Worker {
    if (worker !== undefined) return worker;
    const started = startWorkerThread();
    hasLoaded = false;
    // The server's own handles keep the process alive; an idle generator must not hold it open at exit.
    started.unref();
    started.on('message', settle);
    /** Calls sent after this thread was released or closed wait on the fresh one, not on this one's end. */
    const isCurrent = () => worker === started || worker === undefined;
    started.on('error', (error) => {
      logger.error({ err: error }, 'word generator thread crashed');
      if (isCurrent()) failAll('the word generator thread crashed');
    });
    started.on('exit', (code) => {
      if (!isCurrent()) return;
      // The next request starts a fresh thread.
      worker = undefined;
      stopIdleCheck();
      failAll(`the word generator thread stopped (exit code ${code})`);
    });
    worker = started;
    startIdleCheck();
    return started;
  }

  /** Sends one call to the generator's thread and waits for its answer. */
  function ask<Name extends GeneratorCallName>(
    call: Name,
    ...args: GeneratorCalls[Name]['args']
  ): Promise<GeneratorCalls[Name]['result']> {
    return new Promise((resolve, reject) => {
      const id = nextId;
      nextId += 1;
      const timeoutMs = hasLoaded ? timeoutsMs.answer : timeoutsMs.loading;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new WordGeneratorError('failed', 'the word generator did not answer in time'));
        // A thread that does not answer is stuck: every later request would queue behind it. Its exit
        // fails what else waits on it, and the next request starts a fresh one.
        void worker?.terminate();
      }, timeoutMs);
      // The reply to this id is the answer of this call (the thread answers each request in kind).
      pending.set(id, { call, resolve: resolve as (result: unknown) => void, reject, timer });
      lastUsedAt = clock.now();
      startedWorker().postMessage({ id, call, args } as GeneratorRequest);
    });
  }

  return {
    generate: (request) => ask('generate', request),
    warmUp: async () => {
      await ask('warmUp');
    },
    lookupRealWord: (text, language) => ask('lookupRealWord', text, language),
    inspectWords: (texts, language) => ask('inspectWords', [...texts], language),
    findProfanity: (texts, language) => ask('findProfanity', [...texts], language),
    proposeFake: (text, language, seed) => ask('proposeFake', text, language, seed),
    proposeFakeAlternatives: (text, language, excluded, seed) =>
      ask('proposeFakeAlternatives', text, language, [...excluded], seed),
    proposeWrongDefinitions: (request, seed) => ask('proposeWrongDefinitions', request, seed),
    releaseIfIdle,
    isThreadRunning: () => worker !== undefined,
    isLoaded: async () => (await ask('ping')).isLoaded,
    hasLoadedGenerator: () => worker !== undefined && hasLoaded,
    async close(): Promise<void> {
      const running = worker;
      worker = undefined;
      stopIdleCheck();
      if (running !== undefined) await running.terminate();
    },
  };
}
