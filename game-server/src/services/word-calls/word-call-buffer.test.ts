import type { WordCallTally } from '../../domain/word-play';
import { createWordCallBuffer, WORDS_PER_WRITE } from './word-call-buffer';
import { afterTheTurn, manualYields } from '../../yield-test-fixtures';

const INTERVAL_MS = 5000;

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A store that keeps each batch written, and fails while `isFailing` is set. */
function recordingStore() {
  const batches: WordCallTally[][] = [];
  const store = {
    isFailing: false,
    batches,
    wordPlays: {
      recordMany: async (tallies: readonly WordCallTally[]) => {
        if (store.isFailing) throw new Error('store unreachable');
        batches.push(tallies.map((tally) => ({ ...tally })));
        return { regradedIds: [] };
      },
      countsOf: async () => new Map(),
    },
  };
  return store;
}

function setUp() {
  const clock = manualClock();
  const store = recordingStore();
  const warnings: unknown[] = [];
  const yields = manualYields();
  const buffer = createWordCallBuffer({
    store,
    clock,
    logger: { warn: (...args: unknown[]) => void warnings.push(args) },
    intervalMs: INTERVAL_MS,
    yieldToLoop: yields.yieldToLoop,
  });
  return { clock, store, buffer, warnings, yields };
}

function countWords(buffer: ReturnType<typeof setUp>['buffer'], count: number): void {
  for (let word = 0; word < count; word += 1) buffer.count(`w${word}`, word % 2 === 0);
}

describe('the word call buffer', () => {
  it('writes nothing before the interval has passed, then every word’s calls in one batch', async () => {
    const { clock, store, buffer } = setUp();
    buffer.count('w1', true);
    buffer.count('w1', false);
    buffer.count('w2', true);
    buffer.count('w1', true);
    clock.advance(INTERVAL_MS - 1);
    await buffer.flushIfDue();
    expect(store.batches).toEqual([]);
    expect(buffer.pendingWords()).toBe(2);

    clock.advance(1);
    await buffer.flushIfDue();
    expect(store.batches).toEqual([
      [
        { wordId: 'w1', calls: 3, calledReal: 2 },
        { wordId: 'w2', calls: 1, calledReal: 1 },
      ],
    ]);
    expect(buffer.pendingWords()).toBe(0);
  });

  it('starts the next interval at each write, and writes no empty batch', async () => {
    const { clock, store, buffer } = setUp();
    clock.advance(INTERVAL_MS);
    await buffer.flushIfDue();
    expect(store.batches).toEqual([]);
    buffer.count('w1', false);
    clock.advance(INTERVAL_MS - 1);
    await buffer.flushIfDue();
    expect(store.batches).toEqual([]);
    clock.advance(1);
    await buffer.flushIfDue();
    expect(store.batches).toEqual([[{ wordId: 'w1', calls: 1, calledReal: 0 }]]);
  });

  it('keeps the calls of a failed write for the next one, with those counted meanwhile', async () => {
    const { clock, store, buffer, warnings } = setUp();
    buffer.count('w1', true);
    store.isFailing = true;
    clock.advance(INTERVAL_MS);
    await buffer.flushIfDue();
    expect(warnings).toHaveLength(1);
    expect(buffer.pendingWords()).toBe(1);

    buffer.count('w1', true);
    buffer.count('w2', false);
    store.isFailing = false;
    clock.advance(INTERVAL_MS);
    await buffer.flushIfDue();
    expect(store.batches).toEqual([
      [
        { wordId: 'w1', calls: 2, calledReal: 2 },
        { wordId: 'w2', calls: 1, calledReal: 0 },
      ],
    ]);
  });

  it('writes at once when told (the graceful shutdown), whatever the clock says', async () => {
    const { store, buffer } = setUp();
    buffer.count('w1', false);
    await buffer.flush();
    expect(store.batches).toEqual([[{ wordId: 'w1', calls: 1, calledReal: 0 }]]);
  });

  it('counts calls made while a write is under way in the next batch, never in the one being written', async () => {
    const { store, buffer } = setUp();
    let release = () => undefined as void;
    const recordMany = store.wordPlays.recordMany;
    store.wordPlays.recordMany = async (tallies) => {
      await new Promise<void>((resolve) => (release = resolve));
      return recordMany(tallies);
    };
    buffer.count('w1', true);
    const first = buffer.flush();
    // The first write has taken its batch and waits on the store.
    await Promise.resolve();
    await Promise.resolve();
    buffer.count('w1', false);
    expect(buffer.pendingWords()).toBe(1);
    const second = buffer.flush();
    release();
    await first;
    release();
    await second;
    expect(store.batches).toEqual([
      [{ wordId: 'w1', calls: 1, calledReal: 1 }],
      [{ wordId: 'w1', calls: 1, calledReal: 0 }],
    ]);
  });

  it('writes a large batch in chunks of at most WORDS_PER_WRITE words, handing the event loop back between two', async () => {
    const { store, buffer, yields } = setUp();
    const words = WORDS_PER_WRITE * 2 + 7;
    countWords(buffer, words);
    const flushing = buffer.flush();
    await afterTheTurn();
    // One chunk written; the next waits for its turn of the event loop.
    expect(store.batches.map((batch) => batch.length)).toEqual([WORDS_PER_WRITE]);
    expect(yields.waitingCount).toBe(1);

    // Calls counted between two chunks go to the next write, not into this one.
    buffer.count('w0', true);
    yields.release();
    await afterTheTurn();
    expect(store.batches.map((batch) => batch.length)).toEqual([WORDS_PER_WRITE, WORDS_PER_WRITE]);
    yields.release();
    await flushing;
    expect(store.batches.map((batch) => batch.length)).toEqual([WORDS_PER_WRITE, WORDS_PER_WRITE, 7]);
    expect(new Set(store.batches.flat().map((tally) => tally.wordId)).size).toBe(words);
    expect(buffer.pendingWords()).toBe(1);
  });

  it('keeps the failed chunk and the chunks after it for the next write, never the chunks written', async () => {
    const { store, buffer, yields, warnings } = setUp();
    countWords(buffer, WORDS_PER_WRITE * 3);
    const flushing = buffer.flush();
    await afterTheTurn();
    store.isFailing = true;
    yields.release();
    await flushing;
    expect(store.batches).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(buffer.pendingWords()).toBe(WORDS_PER_WRITE * 2);

    store.isFailing = false;
    const retry = buffer.flush();
    await afterTheTurn();
    yields.release();
    await retry;
    const written = store.batches.flat();
    expect(written).toHaveLength(WORDS_PER_WRITE * 3);
    expect(new Set(written.map((tally) => tally.wordId)).size).toBe(WORDS_PER_WRITE * 3);
  });
});
