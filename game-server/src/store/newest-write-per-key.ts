/** Settles one caller's promise with the result of the write that covered its value. */
interface Waiting<Result> {
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

interface KeyQueue<Value, Result> {
  next: Value | undefined;
  waiting: Waiting<Result>[];
}

/**
 * Writes one value at a time per key, in the order they came, skipping to the newest: while a key's write is
 * in flight, the values given for it wait, and only the last is written next; every caller learns the result
 * of the write that covered its value. For values that each hold the whole record (a lobby's save), so a
 * skipped one is covered by the newer one, and two writes of one key can never land out of order.
 */
export class NewestWritePerKey<Value, Result> {
  private readonly queues = new Map<string, KeyQueue<Value, Result>>();

  constructor(private readonly write: (value: Value) => Promise<Result>) {}

  submit(key: string, value: Value): Promise<Result> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue !== undefined) {
        queue.next = value;
        queue.waiting.push({ resolve, reject });
        return;
      }
      this.queues.set(key, { next: undefined, waiting: [] });
      void this.writeInTurn(key, value, [{ resolve, reject }]);
    });
  }

  private async writeInTurn(key: string, first: Value, firstWaiting: Waiting<Result>[]): Promise<void> {
    let value = first;
    let waiting = firstWaiting;
    for (;;) {
      try {
        const result = await this.write(value);
        for (const { resolve } of waiting) resolve(result);
      } catch (error) {
        for (const { reject } of waiting) reject(error);
      }
      const queue = this.queues.get(key)!;
      if (queue.next === undefined) {
        this.queues.delete(key);
        return;
      }
      value = queue.next;
      waiting = queue.waiting;
      queue.next = undefined;
      queue.waiting = [];
    }
  }
}
