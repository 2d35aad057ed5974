import type { PlayerIdentity } from '../play-identity';
import type { ServiceDeps } from '../service-deps';
import { readDailyArchive } from './read-daily-archive';
import { readDailyFive } from './read-daily-five';
import { startDailyFive } from './start-daily-five';

/** The daily five's use cases, bound to the process's store, clock and random source (routes: daily-routes.ts). */
export function createDailyFiveServices(deps: ServiceDeps) {
  return {
    /** Today's state for this identity. */
    readDailyFive: (query: Parameters<typeof readDailyFive>[1], identity: PlayerIdentity) =>
      readDailyFive(deps, query, identity),
    /** Starts today's set, or a past day's as practice. */
    startDailyFive: (body: Parameters<typeof startDailyFive>[1], identity: PlayerIdentity) =>
      startDailyFive(deps, body, identity),
    /** Its archive: the past days' sets, played again as practice through startDailyFive. */
    readDailyArchive: (query: Parameters<typeof readDailyArchive>[1], identity: PlayerIdentity) =>
      readDailyArchive(deps, query, identity),
  };
}

export type DailyFiveServices = ReturnType<typeof createDailyFiveServices>;
