/** The server's clock (STYLE habit 3): services time rounds with it, tests pass one they can move. */
export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
