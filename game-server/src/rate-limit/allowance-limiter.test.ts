import type { Clock } from '../clock';
import { memoryRateLimitStore } from './rate-limit-store';

class StepClock implements Clock {
  constructor(private current = 1_000_000) {}
  now = () => this.current;
  advance(ms: number) {
    this.current += ms;
  }
}

describe('allowance limiter (rate-limiter-flexible, on the server clock)', () => {
  it('allows a burst of `capacity`, then one request every window / capacity', async () => {
    const clock = new StepClock();
    const limiter = memoryRateLimitStore(clock).allowance({ name: 'games', capacity: 3, windowMs: 30_000 });
    for (let request = 0; request < 3; request += 1)
      expect(await limiter.take('a')).toEqual({ isAllowed: true });
    expect(await limiter.take('a')).toEqual({ isAllowed: false, retryAfterSeconds: 10 });
    clock.advance(4_000);
    expect(await limiter.take('a')).toEqual({ isAllowed: false, retryAfterSeconds: 6 });
    clock.advance(6_000);
    expect((await limiter.take('a')).isAllowed).toBe(true);
    expect((await limiter.take('a')).isAllowed).toBe(false);
    // A whole window later the burst is back.
    clock.advance(30_000);
    for (let request = 0; request < 3; request += 1) expect((await limiter.take('a')).isAllowed).toBe(true);
    expect((await limiter.take('a')).isAllowed).toBe(false);
  });

  it('keeps clients and allowances apart', async () => {
    const store = memoryRateLimitStore(new StepClock());
    const games = store.allowance({ name: 'games', capacity: 1, windowMs: 1_000 });
    expect((await games.take('a')).isAllowed).toBe(true);
    expect((await games.take('a')).isAllowed).toBe(false);
    expect((await games.take('b')).isAllowed).toBe(true);
    expect(
      (await store.allowance({ name: 'answers', capacity: 1, windowMs: 1_000 }).take('a')).isAllowed,
    ).toBe(true);
  });

  it('gives one counter per allowance name, so two callers share it', async () => {
    const store = memoryRateLimitStore(new StepClock());
    const lobbies = { name: 'lobbies', capacity: 2, windowMs: 60_000 };
    expect((await store.allowance(lobbies).take('a')).isAllowed).toBe(true);
    expect((await store.allowance(lobbies).take('a')).isAllowed).toBe(true);
    expect((await store.allowance(lobbies).take('a')).isAllowed).toBe(false);
  });

  it('lets several a second through when the window is short (room messages: 40 per 10 s)', async () => {
    const clock = new StepClock();
    const messages = memoryRateLimitStore(clock).allowance({
      name: 'messages',
      capacity: 40,
      windowMs: 10_000,
    });
    let allowed = 0;
    for (let message = 0; message < 50; message += 1) if ((await messages.take('s')).isAllowed) allowed += 1;
    expect(allowed).toBe(40);
    clock.advance(1_000);
    allowed = 0;
    for (let message = 0; message < 10; message += 1) if ((await messages.take('s')).isAllowed) allowed += 1;
    expect(allowed).toBe(4);
  });
});
