import type { Clock } from '../../game-server/src/clock';

/** A clock a test moves by hand, to prove the server's timing rules (fast answers, timeouts). */
export class ManualClock implements Clock {
  private current: number;

  constructor(startMs: number = Date.now()) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
