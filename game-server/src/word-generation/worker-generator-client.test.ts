import type { Clock } from '../clock';
import { createLogger } from '../logging/logger';
import { createWorkerGeneratorClient, type WorkerGeneratorClient } from './worker-generator-client';

// The generator's real thread, started by a ping that never loads the generator (loading costs 5-13 s of CPU,
// which the tests that use the generator pay; one test here loads it). Idle time is read from a clock the test
// moves; the real-time check never fires here (an hour), so the test calls it.

const MINUTE_MS = 60_000;
const IDLE_RELEASE_MS = 15 * MINUTE_MS;

function movableClock(): Clock & { advance(ms: number): void } {
  let now = Date.UTC(2030, 0, 1);
  return { now: () => now, advance: (ms) => (now += ms) };
}

function clientOn(clock: Clock, idleReleaseMs: number | undefined): WorkerGeneratorClient {
  return createWorkerGeneratorClient({
    logger: createLogger('silent'),
    clock,
    idleReleaseMs,
    idleCheckMs: 60 * MINUTE_MS,
  });
}

describe('the word generator thread when idle', () => {
  it('ends once it has had no call for the idle time, and the next call starts a fresh one', async () => {
    const clock = movableClock();
    const client = clientOn(clock, IDLE_RELEASE_MS);
    try {
      expect(client.isThreadRunning()).toBe(false);
      expect(await client.isLoaded()).toBe(false);
      expect(client.isThreadRunning()).toBe(true);
      // A running thread that has not loaded the generator (what the metrics show, asking the thread nothing).
      expect(client.hasLoadedGenerator()).toBe(false);

      clock.advance(IDLE_RELEASE_MS - 1);
      expect(client.releaseIfIdle()).toBe(false);
      expect(client.isThreadRunning()).toBe(true);
      clock.advance(1);
      expect(client.releaseIfIdle()).toBe(true);
      expect(client.isThreadRunning()).toBe(false);

      // A call after the release waits on a fresh thread, not on the old one's end.
      expect(await client.isLoaded()).toBe(false);
      expect(client.isThreadRunning()).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('never ends while a call waits, and counts the idle time from its answer', async () => {
    const clock = movableClock();
    const client = clientOn(clock, IDLE_RELEASE_MS);
    try {
      const answer = client.isLoaded();
      clock.advance(IDLE_RELEASE_MS * 2);
      expect(client.releaseIfIdle()).toBe(false);
      await answer;
      clock.advance(IDLE_RELEASE_MS - 1);
      expect(client.releaseIfIdle()).toBe(false);
      clock.advance(1);
      expect(client.releaseIfIdle()).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('keeps a preloaded generator (no idle time) as long as the process runs', async () => {
    const clock = movableClock();
    const client = clientOn(clock, undefined);
    try {
      await client.isLoaded();
      clock.advance(24 * 60 * MINUTE_MS);
      expect(client.releaseIfIdle()).toBe(false);
      expect(client.isThreadRunning()).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('the word generator thread under load', () => {
  it("gives a call sent before the generator has loaded the load's own time, not an answer's", async () => {
    // An answer allowance far shorter than a load (seconds: WordNet, the lists and the pool read back), so the
    // first call only passes on the loading allowance; long enough for the ping after it, which on a busy
    // machine (CI's four lanes on two cores) took over 50 ms to cross the threads.
    const client = createWorkerGeneratorClient({
      logger: createLogger('silent'),
      idleCheckMs: 60 * MINUTE_MS,
      timeoutsMs: { answer: 500, loading: 10 * MINUTE_MS },
    });
    try {
      await expect(client.warmUp()).resolves.toBeUndefined();
      expect(await client.isLoaded()).toBe(true);
      expect(client.hasLoadedGenerator()).toBe(true);
    } finally {
      await client.close();
    }
    expect(client.hasLoadedGenerator()).toBe(false);
    // The load's own time is the test's too: seconds when idle, minutes on a busy machine.
  }, 600_000);
});
