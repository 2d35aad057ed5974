import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { allowanceLimiter, type Allowance, type RateLimiter } from './allowance-limiter';

/**
 * Where every rate limit of one server counts (rate-limiter-flexible underneath): this process's memory, or
 * the Redis that all processes of a deployment share, so a client's allowance is one wherever it is served.
 * One limiter per allowance name: the REST route and the room that share an allowance share its counter.
 */
export interface RateLimitStore {
  /** The limiter of an allowance, made at the first call for its name. */
  allowance(allowance: Allowance): RateLimiter;
}

export interface RateLimitStoreOptions {
  clock: Clock;
  /** Shared by every process of the deployment; null counts in this process's memory. */
  redis: Redis | null;
  /** Starts every key, so one deployment's (or one test run's) counters never meet another's. */
  keyPrefix: string;
}

export function rateLimitStore({ clock, redis, keyPrefix }: RateLimitStoreOptions): RateLimitStore {
  // Processes on one Redis must agree on every window's key, so windows count from the epoch; one process
  // counts them from its own start, so a test's manual clock, not the hour it runs at, decides each boundary.
  const windowsFromMs = redis === null ? clock.now() : 0;
  const limiters = new Map<string, RateLimiter>();
  return {
    allowance(allowance) {
      let limiter = limiters.get(allowance.name);
      if (limiter === undefined) {
        limiter = allowanceLimiter(allowance, { clock, redis, keyPrefix, windowsFromMs });
        limiters.set(allowance.name, limiter);
      }
      return limiter;
    },
  };
}

/** Counters kept in this process only: a room's messages (a socket lives in one process) and tests. */
export function memoryRateLimitStore(clock: Clock, keyPrefix = 'bluffle:rate'): RateLimitStore {
  return rateLimitStore({ clock, redis: null, keyPrefix });
}
