import type { RandomSource } from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import type { WordGeneratorClient } from '../../word-generation/word-generator-client';

/** What the wordsmith's word tools need: the word bank, the word generator's thread, a random source. */
export interface WordsmithDeps {
  store: Pick<Store, 'words'>;
  /** Runs off the main thread; shared with the admin's Generate. */
  wordGenerator: WordGeneratorClient;
  random: RandomSource;
}
