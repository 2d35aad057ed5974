import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Clock } from '../clock';

export type RateDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one request's worth from the client's allowance, or says how long until it has one again. */
  take(clientKey: string): Promise<RateDecision>;
}

/** `capacity` requests per `windowMs` per client; `name` keeps its counters apart from other allowances'. */
export interface Allowance {
  name: string;
  capacity: number;
  windowMs: number;
}

interface Counting {
  clock: Clock;
  redis: Redis | null;
  keyPrefix: string;
  /** Where window number 0 starts on the clock. */
  windowsFromMs: number;
}

/** Steps shorter than a second would be keys that live a few milliseconds; Redis counts TTLs in seconds. */
const SHORTEST_STEP_MS = 1000;
const ALLOWED: RateDecision = { isAllowed: true };

function counter(counting: Counting, name: string, points: number, windowMs: number): RateLimiterAbstract {
  // The window is in the key (below); the TTL only lets a finished window's counter go.
  const options: ConstructorParameters<typeof RateLimiterMemory>[0] = {
    keyPrefix: `${counting.keyPrefix}:${name}`,
    points,
    duration: Math.ceil(windowMs / 1000),
  };
  if (counting.redis === null) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: counting.redis,
    // Redis away: each process counts on by itself rather than refusing everyone or letting everyone through.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Counts one request against a window's counter: false once that window's points are spent. */
async function takesFrom(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

/**
 * An allowance as the token buckets it replaces gave it (a burst of `capacity`, then one request's worth
 * back every windowMs / capacity), counted by rate-limiter-flexible in memory or in Redis: a steady counter
 * of one request (or a second's share) per step, and a burst counter of the rest per window. A request takes
 * from the step first, then from the burst.
 *
 * The library times its counters by the machine's time; the windows here are numbered by the server's clock
 * and the number is part of the key, so a test's manual clock opens a new window when it moves past one.
 */
export function allowanceLimiter(allowance: Allowance, counting: Counting): RateLimiter {
  const { name, capacity, windowMs } = allowance;
  const stepMs = Math.max(SHORTEST_STEP_MS, Math.floor(windowMs / capacity));
  const stepPoints = Math.min(capacity, Math.max(1, Math.round((capacity * stepMs) / windowMs)));
  const steady = counter(counting, `${name}:step`, stepPoints, stepMs);
  const burstPoints = capacity - stepPoints;
  const burst = burstPoints > 0 ? counter(counting, `${name}:burst`, burstPoints, windowMs) : null;

  return {
    async take(clientKey) {
      const sinceMs = counting.clock.now() - counting.windowsFromMs;
      const step = Math.floor(sinceMs / stepMs);
      if (await takesFrom(steady, `${clientKey}:${step}`)) return ALLOWED;
      if (burst !== null && (await takesFrom(burst, `${clientKey}:${Math.floor(sinceMs / windowMs)}`))) {
        return ALLOWED;
      }
      // The next step gives one request's worth back.
      const nextStepInMs = (step + 1) * stepMs - sinceMs;
      return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil(nextStepInMs / 1000)) };
    },
  };
}
