import type { RandomSource } from '@bluffle/shared-schema';
import type { Clock } from '../clock';
import type { Logger } from '../logging/logger';
import type { Store } from '../store/port';

/** What every service is handed at start-up; tests swap the clock and the random source. */
export interface ServiceDeps {
  store: Store;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
}
