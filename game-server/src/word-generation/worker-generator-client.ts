import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logging/logger';
import type {
  GeneratorCallName,
  GeneratorCalls,
  GeneratorReply,
  GeneratorRequest,
} from './generator-messages';
import { WordGeneratorError, type WordGeneratorClient } from './word-generator-client';

// The generator runs in a worker thread that loads it at the first request and stays for the next ones: its
// seconds of loading must never stall the main thread, which runs the live multiplayer rounds.

/**
 * The worker runs TypeScript (the generator package is TypeScript source): a CommonJS bootstrap registers
 * tsx's require hook, then loads the worker file. Node 20 does not apply `--import tsx` to a worker's own
 * entry file, and this way works the same under `npm start` (tsx) and under jest (whose transform does not
 * reach a worker thread).
 */
const WORKER_FILE = path.join(__dirname, 'generator-worker.ts');
const BOOTSTRAP = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(WORKER_FILE)});`;

/** A request not answered by then fails (the first one includes the generator's load: seconds, not minutes). */
const REQUEST_TIMEOUT_MS = 120_000;

interface Pending {
  call: GeneratorCallName;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export function createWorkerGeneratorClient(options: { logger: Logger }): WordGeneratorClient {
  const { logger } = options;
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let nextId = 1;

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
    if (reply.loadMs !== undefined) logger.info({ loadMs: reply.loadMs }, 'word generator loaded');
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
    const started = new Worker(BOOTSTRAP, { eval: true });
    // The server's own handles keep the process alive; an idle generator must not hold it open at exit.
    started.unref();
    started.on('message', settle);
    started.on('error', (error) => {
      logger.error({ err: error }, 'word generator thread crashed');
      failAll('the word generator thread crashed');
    });
    started.on('exit', (code) => {
      // The next request starts a fresh thread.
      if (worker === started) worker = undefined;
      failAll(`the word generator thread stopped (exit code ${code})`);
    });
    worker = started;
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
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new WordGeneratorError('failed', 'the word generator did not answer in time'));
        // A thread that does not answer is stuck: every later request would queue behind it. Its exit
        // fails what else waits on it, and the next request starts a fresh one.
        void worker?.terminate();
      }, REQUEST_TIMEOUT_MS);
      // The reply to this id is the answer of this call (the thread answers each request in kind).
      pending.set(id, { call, resolve: resolve as (result: unknown) => void, reject, timer });
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
    async close(): Promise<void> {
      const running = worker;
      worker = undefined;
      if (running !== undefined) await running.terminate();
    },
  };
}
