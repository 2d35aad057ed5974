import type { Clock } from '../clock';
import { tokenBucketLimiter } from './token-bucket';

class StepClock implements Clock {
  constructor(private current = 0) {}
  now = () => this.current;
  advance(ms: number) {
    this.current += ms;
  }
}

describe('tokenBucketLimiter', () => {
  it('allows a burst of `capacity`, then refills one request every window / capacity', () => {
    const clock = new StepClock();
    const limiter = tokenBucketLimiter({ capacity: 3, windowMs: 30_000, clock });
    expect([1, 2, 3].map(() => limiter.take('a').isAllowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ isAllowed: false, retryAfterSeconds: 10 });
    clock.advance(4_000);
    expect(limiter.take('a')).toEqual({ isAllowed: false, retryAfterSeconds: 6 });
    clock.advance(6_000);
    expect(limiter.take('a').isAllowed).toBe(true);
    expect(limiter.take('a').isAllowed).toBe(false);
  });

  it('keeps clients apart', () => {
    const limiter = tokenBucketLimiter({ capacity: 1, windowMs: 1_000, clock: new StepClock() });
    expect(limiter.take('a').isAllowed).toBe(true);
    expect(limiter.take('a').isAllowed).toBe(false);
    expect(limiter.take('b').isAllowed).toBe(true);
  });

  it('forgets clients idle for a whole window, so memory follows recent clients only', () => {
    const clock = new StepClock();
    const limiter = tokenBucketLimiter({ capacity: 5, windowMs: 1_000, clock });
    for (let client = 0; client < 100; client += 1) limiter.take(`client-${client}`);
    expect(limiter.size()).toBe(100);
    clock.advance(1_000);
    limiter.take('newcomer');
    expect(limiter.size()).toBe(1);
  });
});
