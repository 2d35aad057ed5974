import type { Language } from '@bluffle/shared-schema';
// Types only: importing the package itself would load it on this thread.
import type {
  FakeWordProblem,
  GeneratedWord,
  WordInspection,
  WrongDefinitionRequest,
} from '@bluffle/word-generator';

// The word generator (@bluffle/word-generator) as the game server's services see it: asynchronous, because
// it runs off the main thread (worker-generator-client.ts), where its seconds of loading cannot stall the
// live multiplayer rounds. The admin's Generate and the wordsmith's tools use it.

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

export type { FakeWordProblem, GeneratedWord, WordInspection, WrongDefinitionRequest };

export interface WordGeneratorClient {
  generate(request: GenerateWordsRequest): Promise<GeneratedWord[]>;
  /** Loads the generator now (seconds), so that the first wordsmith call is answered at once. */
  warmUp(): Promise<void>;
  /** A real word's entry with every field, or undefined when the language's data has none. */
  lookupRealWord(text: string, language: Language): Promise<GeneratedWord | undefined>;
  /** What the language's data says about each text as a word (in the same order). */
  inspectWords(texts: readonly string[], language: Language): Promise<WordInspection[]>;
  /** The profane words of each text (in the same order); an empty list for a clean one. */
  findProfanity(texts: readonly string[], language: Language): Promise<string[][]>;
  /** A FAKE entry for a typed word, or undefined when nothing fits. */
  proposeFake(text: string, language: Language, seed: number): Promise<GeneratedWord | undefined>;
  /** Up to three invented words to offer beside a fake word, none of `excluded`. */
  proposeFakeAlternatives(
    text: string,
    language: Language,
    excluded: readonly string[],
    seed: number,
  ): Promise<string[]>;
  /** Up to three wrong definitions to offer beside a real word's right option. */
  proposeWrongDefinitions(request: WrongDefinitionRequest, seed: number): Promise<string[]>;
  /** Stops the generator's thread, if one runs; a later call starts it again. */
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
