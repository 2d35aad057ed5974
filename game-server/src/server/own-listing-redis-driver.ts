import { matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { Redis } from 'ioredis';

/**
 * Deletes a room's listing only while it names this process. KEYS: the listings hash; ARGV: room id, process
 * id. 1 when deleted.
 */
const REMOVE_IF_LISTED_HERE = `
local listing = redis.call('HGET', KEYS[1], ARGV[1])
if not listing then return 0 end
if cjson.decode(listing).processId ~= ARGV[2] then return 0 end
return redis.call('HDEL', KEYS[1], ARGV[1])`;

/** Where @colyseus/redis-driver keeps the room listings, one JSON per room id. */
export const ROOM_LISTINGS_KEY = 'roomcaches';

/**
 * Colyseus's Redis driver, except that a room closing here never unlists its code when another process lists
 * it now. A process frozen past its presence (a stalled machine) wakes with a lobby that another process has
 * meanwhile resumed under the same code (lobby-resume.ts); its stale room closes at its next save, and the
 * plain driver's remove would then delete the new holder's listing, so every other process would call the
 * lobby gone until the holder listed it again.
 */
export class OwnListingRedisDriver extends RedisDriver {
  private readonly redis: Redis;

  constructor(redisUrl: string) {
    const redis = new Redis(redisUrl);
    super(redis);
    this.redis = redis;
  }

  override async remove(roomId: string): Promise<boolean> {
    const removed = await this.redis.eval(
      REMOVE_IF_LISTED_HERE,
      1,
      ROOM_LISTINGS_KEY,
      roomId,
      matchMaker.processId,
    );
    return removed === 1;
  }
}
