import type { Clock } from '../../game-server/src/clock';

/**
 * The real clock, which a test may also move ahead at once: it skips a wait (a solo round's feedback
 * pause) without freezing time for what ticks on the same clock meanwhile (a lobby room's timers).
 */
export class SkippingClock implements Clock {
  private skippedMs = 0;

  now(): number {
    return Date.now() + this.skippedMs;
  }

  advance(milliseconds: number): void {
    this.skippedMs += milliseconds;
  }
}
