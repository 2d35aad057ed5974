// Work that grows with the number of players (a batch of store writes, a purge) done in bounded chunks with
// the event loop handed back between them. better-sqlite3 is synchronous: one transaction of every word
// called in the last seconds, or one DELETE of every expired row, holds the loop for as long as it takes,
// and every room's answers wait behind it. A chunk of a bounded size holds it for a bounded time.

/** Hands the event loop back: what waits (sockets, timers, other rooms) runs before the promise settles. */
export type YieldToLoop = () => Promise<void>;

/** After the I/O already waiting (setImmediate runs after the poll phase): a real break, not a microtask. */
export const afterWaitingIo: YieldToLoop = () => new Promise((resolve) => setImmediate(resolve));

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
