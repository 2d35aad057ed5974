import { RedisPresence } from '@colyseus/redis-presence';
import type { ServerOptions } from '@colyseus/core';
import type { AppConfig } from '../config/read-config';
import { IndexedLocalDriver } from './indexed-local-driver';
import { OwnListingRedisDriver } from './own-listing-redis-driver';
import { selectProcessSkippingDraining } from './room-placement';

/**
 * docs/design.md decision 7: with REDIS_URL, Colyseus shares matchmaking and room calls across processes through
 * Redis, and each process announces its own PUBLIC_ADDRESS so a client's WebSocket reaches the process
 * holding its seat; a closing room unlists only a listing of its own process (own-listing-redis-driver.ts), and
 * a new room opens on a process that is not draining. Without it, one process keeps everything in memory, its
 * rooms indexed by id (indexed-local-driver.ts).
 */
export function scaleOutOptions(
  config: Pick<AppConfig, 'redisUrl' | 'publicAddress'>,
): Partial<ServerOptions> {
  const options: Partial<ServerOptions> = {};
  if (config.redisUrl !== undefined) {
    options.presence = new RedisPresence(config.redisUrl);
    options.driver = new OwnListingRedisDriver(config.redisUrl);
    // A draining process keeps its rooms but gets no new ones while another process is open (room-placement.ts).
    options.selectProcessIdToCreateRoom = selectProcessSkippingDraining;
  } else {
    options.driver = new IndexedLocalDriver();
  }
  if (config.publicAddress !== undefined) {
    options.publicAddress = config.publicAddress;
  }
  return options;
}
