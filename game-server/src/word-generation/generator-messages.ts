import type { GenerateWordsRequest, GeneratedWord } from './word-generator-client';

// What the server's main thread and the generator's thread say to each other (structured-cloned).

export type GeneratorRequest = GenerateWordsRequest & { id: number };

export type GeneratorReply = { id: number; loadMs?: number } & (
  { words: GeneratedWord[]; generateMs: number } | { refusal: 'language-not-generated' } | { error: string }
);
