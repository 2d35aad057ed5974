import { afterWaitingIo, repeatInChunks, writeInChunks } from './chunked-work';
import { afterTheTurn, manualYields } from './yield-test-fixtures';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('writeInChunks', () => {
  it('writes every item, in chunks of at most the chunk size, and hands the loop back between two chunks', async () => {
    const yields = manualYields();
    const chunks: number[][] = [];
    const writing = writeInChunks(
      numbers(250),
      100,
      async (chunk) => void chunks.push(chunk),
      yields.yieldToLoop,
    );

    await afterTheTurn();
    expect(chunks.map((chunk) => chunk.length)).toEqual([100]);
    expect(yields.waitingCount).toBe(1);

    yields.release();
    await afterTheTurn();
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100]);

    yields.release();
    await expect(writing).resolves.toEqual({ isWritten: true });
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(chunks.flat()).toEqual(numbers(250));
    expect(yields.waitingCount).toBe(0);
  });

  it('writes a batch that fits in one chunk without yielding', async () => {
    const yields = manualYields();
    const chunks: number[][] = [];
    await writeInChunks(numbers(100), 100, async (chunk) => void chunks.push(chunk), yields.yieldToLoop);
    expect(chunks).toEqual([numbers(100)]);
    expect(yields.waitingCount).toBe(0);
  });

  it('stops at the first failing chunk and answers it and the rest as unwritten', async () => {
    const yields = manualYields();
    const written: number[] = [];
    const failure = new Error('disk full');
    const writing = writeInChunks(
      numbers(5),
      2,
      async (chunk) => {
        if (chunk.includes(2)) throw failure;
        written.push(...chunk);
      },
      yields.yieldToLoop,
    );
    await afterTheTurn();
    yields.release();
    await expect(writing).resolves.toEqual({ isWritten: false, error: failure, unwritten: [2, 3, 4] });
    expect(written).toEqual([0, 1]);
  });
});

describe('repeatInChunks', () => {
  it('runs chunk after chunk, yielding between them, until one does less than a whole chunk', async () => {
    const yields = manualYields();
    let rowsLeft = 25;
    const runs: number[] = [];
    const purging = repeatInChunks(
      10,
      (chunkSize) => {
        const deleted = Math.min(chunkSize, rowsLeft);
        rowsLeft -= deleted;
        runs.push(deleted);
        return deleted;
      },
      yields.yieldToLoop,
    );

    await afterTheTurn();
    expect(runs).toEqual([10]);
    expect(yields.waitingCount).toBe(1);
    yields.release();
    await afterTheTurn();
    expect(runs).toEqual([10, 10]);
    yields.release();
    await expect(purging).resolves.toBe(25);
    expect(runs).toEqual([10, 10, 5]);
  });

  it('runs once more after an exactly whole last chunk, to learn that nothing is left', async () => {
    let rowsLeft = 20;
    const runs: number[] = [];
    const total = await repeatInChunks(
      10,
      (chunkSize) => {
        const deleted = Math.min(chunkSize, rowsLeft);
        rowsLeft -= deleted;
        runs.push(deleted);
        return deleted;
      },
      async () => undefined,
    );
    expect(total).toBe(20);
    expect(runs).toEqual([10, 10, 0]);
  });
});

describe('afterWaitingIo', () => {
  it('lets one yield of the process go on per turn of the loop, in the order they were asked for', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('queued before'));
    const first = afterWaitingIo().then(() => order.push('first yield'));
    const second = afterWaitingIo().then(() => order.push('second yield'));
    // Queued in this turn, so it runs in the next check phase; with a setImmediate per yield, both yields would
    // have run in that same phase ahead of it.
    setImmediate(() => order.push('queued after'));
    await Promise.all([first, second]);
    expect(order).toEqual(['queued before', 'first yield', 'queued after', 'second yield']);
  });
});
