// A bench's set-up calls (thousands of sign-ins, seats) go out a few at a time, as a crowd arriving would,
// instead of all in one burst that measures nothing but the accept queue.

/** Runs `work` on every item with at most `limit` in flight, taking the items in order. */
export async function forEachLimited<Item>(
  items: readonly Item[],
  limit: number,
  work: (item: Item, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
}
