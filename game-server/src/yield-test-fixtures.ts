// For the tests of work that hands the event loop back between chunks (chunked-work.ts and its users): the
// loop's turns in the test's hands, with no timer and no clock.

/** A yield waits until the test lets it go; `waitingCount` says how many wait. */
export function manualYields() {
  const waiting: Array<() => void> = [];
  return {
    yieldToLoop: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get waitingCount() {
      return waiting.length;
    },
    release: () => waiting.shift()?.(),
  };
}

/** Lets the promises already settled run their continuations. */
export const afterTheTurn = () => new Promise((resolve) => setImmediate(resolve));
