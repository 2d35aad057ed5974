import { writeInChunks, type YieldToLoop } from '../../chunked-work';
import type { Clock } from '../../clock';
import type { Logger } from '../../logging/logger';
import { startPeriodicTask } from '../../periodic-task';
import type { Store } from '../../store/port';
import type { WordCallTally } from '../../domain/word-play';

/** Where a judged phase-one call is counted: in memory, at once, never awaiting the store. */
export interface WordCallCounter {
  count(wordId: string, calledReal: boolean): void;
}

/**
 * The calls of every word counted in memory and written in one batch (store.wordPlays.recordMany, in chunks) once
 * `intervalMs` has passed on the clock since the last write (: the answers call stays as fast as it
 * was, with no store write for the count). What a kill -9 loses is what was counted since the last write:
 * at most one interval's calls. A graceful shutdown writes them (stop()).
 */
export interface WordCallBuffer extends WordCallCounter {
  /** Writes what was counted when the interval has passed since the last write; otherwise does nothing. */
  flushIfDue(): Promise<void>;
  /** Writes what was counted now (after a write under way, if any). Never rejects: a failure is logged. */
  flush(): Promise<void>;
  /** Words with calls not yet written. */
  pendingWords(): number;
}

export interface WordCallBufferDeps {
  store: Pick<Store, 'wordPlays'>;
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
  intervalMs: number;
  /** How the write hands the event loop back between two chunks (tests hold it in their hands). */
  yieldToLoop?: YieldToLoop;
}

/**
 * The most words one store write takes (about 30 µs a word on the embedded store, so some 6 ms of the event
 * loop a chunk): a thousand lobbies' calls of the last seconds are thousands of words, one synchronous
 * transaction of which would hold every room's answers for tens of milliseconds.
 */
export const WORDS_PER_WRITE = 200;

export function createWordCallBuffer(deps: WordCallBufferDeps): WordCallBuffer {
  // Per word, not per call: the memory held is bounded by the bank's size, however many calls come in.
  let pending = new Map<string, WordCallTally>();
  let lastFlushAt = deps.clock.now();
  let writing: Promise<void> = Promise.resolve();

  const count = (wordId: string, calledReal: boolean): void => {
    const tally = pending.get(wordId);
    if (tally === undefined) {
      pending.set(wordId, { wordId, calls: 1, calledReal: calledReal ? 1 : 0 });
      return;
    }
    tally.calls += 1;
    if (calledReal) tally.calledReal += 1;
  };

  /**
   * The batch goes in chunks of WORDS_PER_WRITE words, the event loop handed back between two. A failed
   * chunk keeps its counts and those of the chunks after it for the next write (merged with those counted
   * meanwhile): SQLite rolls the failed chunk back whole, so nothing is counted twice, and the counts are
   * bounded by the number of words.
   */
  const writeOnce = async (): Promise<void> => {
    lastFlushAt = deps.clock.now();
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const outcome = await writeInChunks(
      [...batch.values()],
      WORDS_PER_WRITE,
      (chunk) => deps.store.wordPlays.recordMany(chunk),
      deps.yieldToLoop,
    );
    if (!outcome.isWritten) {
      deps.logger.warn(
        { err: outcome.error, words: outcome.unwritten.length },
        'writing word calls failed; they are kept for the next write',
      );
      for (const tally of outcome.unwritten) {
        const since = pending.get(tally.wordId);
        pending.set(
          tally.wordId,
          since === undefined
            ? tally
            : { ...tally, calls: tally.calls + since.calls, calledReal: tally.calledReal + since.calledReal },
        );
      }
    }
  };

  const flush = (): Promise<void> => {
    writing = writing.then(writeOnce);
    return writing;
  };

  return {
    count,
    flush,
    flushIfDue: () => (deps.clock.now() - lastFlushAt >= deps.intervalMs ? flush() : writing),
    pendingWords: () => pending.size,
  };
}

/**
 * Looks at the clock every `tickMs` (real time) and writes the buffer when its interval has passed, so an
 * idle server writes its last calls too; the returned function stops looking and writes what is left (the
 * graceful shutdown's last write, before the store closes).
 */
export function startWordCallFlushing(buffer: WordCallBuffer, tickMs: number): () => Promise<void> {
  const stop = startPeriodicTask(tickMs, () => buffer.flushIfDue());
  return async () => {
    stop();
    await buffer.flush();
  };
}
