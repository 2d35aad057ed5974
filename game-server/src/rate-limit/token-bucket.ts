import type { Clock } from '../clock';

export type RateDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one request's worth from the client's allowance, or says how long until it has one again. */
  take(clientKey: string): RateDecision;
  /** Clients currently tracked (a client idle for a whole window is forgotten). */
  size(): number;
}

interface Bucket {
  tokens: number;
  updatedAtMs: number;
}

/**
 * A token bucket per client: `capacity` requests at once, refilled evenly over `windowMs`, so a person's
 * burst passes and a script settles at capacity per window. Time comes from the server's clock, so tests
 * move it by hand. Buckets idle for a whole window are full again and are dropped, which keeps memory
 * bounded by the clients of the last window.
 */
export function tokenBucketLimiter(options: {
  capacity: number;
  windowMs: number;
  clock: Clock;
}): RateLimiter {
  const { capacity, windowMs, clock } = options;
  const refillPerMs = capacity / windowMs;
  const buckets = new Map<string, Bucket>();
  let lastSweepMs = clock.now();

  function sweep(nowMs: number): void {
    if (nowMs - lastSweepMs < windowMs) return;
    lastSweepMs = nowMs;
    for (const [key, bucket] of buckets) {
      if (nowMs - bucket.updatedAtMs >= windowMs) buckets.delete(key);
    }
  }

  return {
    take(clientKey) {
      const nowMs = clock.now();
      sweep(nowMs);
      const bucket = buckets.get(clientKey);
      const elapsedMs = bucket === undefined ? 0 : Math.max(0, nowMs - bucket.updatedAtMs);
      const tokens =
        bucket === undefined ? capacity : Math.min(capacity, bucket.tokens + elapsedMs * refillPerMs);
      if (tokens >= 1) {
        buckets.set(clientKey, { tokens: tokens - 1, updatedAtMs: nowMs });
        return { isAllowed: true };
      }
      buckets.set(clientKey, { tokens, updatedAtMs: nowMs });
      return {
        isAllowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)),
      };
    },
    size: () => buckets.size,
  };
}
