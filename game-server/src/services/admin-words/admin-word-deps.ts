import type { RandomSource } from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import type { WordGeneratorClient } from '../../word-generation/word-generator-client';

// A file of its own: the services bundle imports each tool, and the tools take these deps.
export interface AdminWordDeps {
  store: Pick<Store, 'words' | 'wordPlays'>;
  random: RandomSource;
  /** Runs off the main thread; shared with the wordsmith tools. */
  wordGenerator: WordGeneratorClient;
}
