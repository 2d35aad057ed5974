import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { rateLimitStore, type RateLimitStore } from './rate-limit-store';

export interface OpenRateLimitStore {
  store: RateLimitStore;
  close(): Promise<void>;
}

/**
 * The server's rate-limit store: with REDIS_URL, counters in that Redis (a connection of its own, so a
 * limit never waits behind Colyseus's presence traffic), one allowance across every process; without it,
 * this process's memory.
 */
export async function openRateLimitStore(options: {
  redisUrl: string | undefined;
  keyPrefix: string;
  clock: Clock;
}): Promise<OpenRateLimitStore> {
  const { redisUrl, keyPrefix, clock } = options;
  if (redisUrl === undefined) {
    return { store: rateLimitStore({ clock, redis: null, keyPrefix }), close: async () => {} };
  }
  // A command fails after one retry instead of twenty: the limiter then counts in memory (its insurance).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  return {
    store: rateLimitStore({ clock, redis, keyPrefix }),
    close: async () => {
      await redis.quit();
    },
  };
}
