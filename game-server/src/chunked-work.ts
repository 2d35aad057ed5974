// Work that grows with the number of players (a batch of store writes, a purge) done in bounded chunks with
// the event loop handed back between them. better-sqlite3 is synchronous: one transaction of every word
// called in the last seconds, or one DELETE of every expired row, holds the loop for as long as it takes,
// and every room's answers wait behind it. A chunk of a bounded size holds it for a bounded time.

/** Hands the event loop back: what waits (sockets, timers, other rooms) runs before the promise settles. */
export type YieldToLoop = () => Promise<void>;

/** The yields waiting for their turn, first come first served: `afterWaitingIo` lets one go each turn. */
const waitingTurns: (() => void)[] = [];
let isTurnScheduled = false;

function scheduleTurn(): void {
  if (isTurnScheduled) return;
  isTurnScheduled = true;
  // A setImmediate set from a setImmediate callback runs in the next turn of the loop, after its poll phase.
  setImmediate(() => {
    isTurnScheduled = false;
    waitingTurns.shift()?.();
    if (waitingTurns.length > 0) scheduleTurn();
  });
}

/**
 * After the I/O already waiting (setImmediate runs after the poll phase): a real break, not a microtask. One
 * yield of the whole process goes on per turn of the loop, in the order they were asked for: the pieces of
 * work that yield (the socket pings, the word-call flush, a burst's draws, the purges, the stats batches) each
 * hold the loop for a bounded chunk, but one setImmediate each would run all their chunks back to back in the
 * same check phase, and a profile of `npm run bots` showed four or five 20 ms chunks in a row there.
 */
export const afterWaitingIo: YieldToLoop = () =>
  new Promise((resolve) => {
    waitingTurns.push(resolve);
    scheduleTurn();
  });

/** What a chunked write got through: every item, or those before the failing chunk. */
export type ChunkedWriteOutcome<Item> =
  { isWritten: true } | { isWritten: false; error: unknown; unwritten: Item[] };

/**
 * Writes `items` with `write`, at most `chunkSize` at a time, one chunk after another with a yield between
 * two chunks (none before the first: a write that fits in one chunk costs no extra turn). The first failing
 * chunk stops the work: it and the chunks after it are answered as unwritten, for the caller to keep.
 */
export async function writeInChunks<Item>(
  items: readonly Item[],
  chunkSize: number,
  write: (chunk: Item[]) => Promise<unknown>,
  yieldToLoop: YieldToLoop = afterWaitingIo,
): Promise<ChunkedWriteOutcome<Item>> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new Error(`chunk size ${chunkSize} is not >= 1`);
  for (let start = 0; start < items.length; start += chunkSize) {
    if (start > 0) await yieldToLoop();
    try {
      await write(items.slice(start, start + chunkSize));
    } catch (error) {
      return { isWritten: false, error, unwritten: items.slice(start) };
    }
  }
  return { isWritten: true };
}

/**
 * Repeats `runChunk` (which does at most `chunkSize` of the work and answers how much it did) with a yield
 * between two runs, until a run does less than a whole chunk: a purge deleting `chunkSize` rows a statement
 * until none is left. Answers the total done.
 */
export async function repeatInChunks(
  chunkSize: number,
  runChunk: (chunkSize: number) => number | Promise<number>,
  yieldToLoop: YieldToLoop = afterWaitingIo,
): Promise<number> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new Error(`chunk size ${chunkSize} is not >= 1`);
  let total = 0;
  for (;;) {
    const done = await runChunk(chunkSize);
    total += done;
    if (done < chunkSize) return total;
    await yieldToLoop();
  }
}
