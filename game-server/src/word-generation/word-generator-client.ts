import type { Language } from '@bluffle/shared-schema';
// A type only: importing the package itself would load it on this thread.
import type { GeneratedWord } from '@bluffle/word-generator';

// The word generator (@bluffle/word-generator) as the game server's services see it: asynchronous, because
// it runs off the main thread (worker-generator-client.ts), where its seconds of loading cannot stall the
// live multiplayer rounds. The admin's Generate uses it, and the wordsmith tools will.

export interface GenerateWordsRequest {
  language: Language;
  count: number;
  /** The same seed (and the same taken words) gives the same words (the generator is deterministic). */
  seed: number;
  /**
   * Words of the language already stored, lowercased: the generator makes none of them again, and lends no
   * stored word's meaning to a fake. A list, because a function cannot cross into the generator's thread.
   */
  takenWords: readonly string[];
}

export type { GeneratedWord };

export interface WordGeneratorClient {
  generate(request: GenerateWordsRequest): Promise<GeneratedWord[]>;
  /** Stops the generator's thread, if one runs; a later generate() starts it again. */
  close(): Promise<void>;
}

/** The generator could not serve the request: it does not make that language, or it failed (load, crash). */
export class WordGeneratorError extends Error {
  constructor(
    readonly reason: 'language-not-generated' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'WordGeneratorError';
  }
}
