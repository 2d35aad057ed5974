import { afterWaitingIo, type YieldToLoop } from './chunked-work';

// Work that arrives in a burst, each piece of it synchronous for a millisecond or so: a thousand lobbies
// started in the same second each draw their words from the embedded store (better-sqlite3 runs the queries
// on the event loop), and all thousand start messages were read in one pass of the loop and drawn back to
// back: stretches of 200-440 ms in the profile of `npm run bots`, round 1's answers waiting behind them.

/** Starts a task in a turn of the event loop of its own, after the tasks handed in before it have started. */
export type OnePerTurn = <Result>(task: () => Promise<Result>) => Promise<Result>;

/**
 * Tasks start one a turn, in the order they came, each after a yield that follows the previous one's start:
 * sockets and timers are served between two. Only the starts are spaced: a task that waits on I/O (a
 * networked store) does not hold the next one back, so what is bounded is the synchronous part of each.
 */
export function oneStartPerTurn(yieldToLoop: YieldToLoop = afterWaitingIo): OnePerTurn {
  let previousStart: Promise<void> = Promise.resolve();
  return <Result>(task: () => Promise<Result>): Promise<Result> => {
    const start = previousStart.then(yieldToLoop);
    previousStart = start;
    return start.then(task);
  };
}
