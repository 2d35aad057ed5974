/**
 * Runs tasks with the same key one after another (in this process), tasks with different keys side by
 * side. Stripe sends a checkout's events together (subscription created, invoice paid, checkout completed):
 * each reads the customer's subscriptions and stores them, and without this an older read could be stored
 * after a newer one.
 */
export function oneAtATime() {
  const running = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = running.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => undefined);
    running.set(key, settled);
    try {
      return await next;
    } finally {
      if (running.get(key) === settled) running.delete(key);
    }
  };
}

export type OneAtATime = ReturnType<typeof oneAtATime>;
