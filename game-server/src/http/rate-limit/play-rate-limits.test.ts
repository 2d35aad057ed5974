import type { Clock } from '../../clock';
import { readPlayLimitsConfig } from '../../config/play-limits-config';
import { memoryRateLimitStore } from '../../rate-limit/rate-limit-store';
import { lobbyCreationLimit } from './play-rate-limits';

class StepClock implements Clock {
  constructor(private current = 1_000_000) {}
  now = () => this.current;
  advance(ms: number) {
    this.current += ms;
  }
}

describe('the allowance of new lobbies, as configured by default', () => {
  it('never refuses a person opening a lobby a minute, all day', async () => {
    const clock = new StepClock();
    const lobbies = lobbyCreationLimit(readPlayLimitsConfig({}), memoryRateLimitStore(clock));
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      expect(await lobbies.take('user:person')).toEqual({ isAllowed: true });
      clock.advance(60_000);
    }
  });

  it('holds a script to its burst, then one every 30 s', async () => {
    const clock = new StepClock();
    const lobbies = lobbyCreationLimit(readPlayLimitsConfig({}), memoryRateLimitStore(clock));
    let allowed = 0;
    for (let attempt = 0; attempt < 3000; attempt += 1) {
      if ((await lobbies.take('user:script')).isAllowed) allowed += 1;
    }
    expect(allowed).toBe(20);
    clock.advance(30_000);
    expect((await lobbies.take('user:script')).isAllowed).toBe(true);
    expect(await lobbies.take('user:script')).toEqual({ isAllowed: false, retryAfterSeconds: 30 });
  });
});
