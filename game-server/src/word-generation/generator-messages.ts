import type { Language } from '@bluffle/shared-schema';
// Types only: importing the package itself would load it on the main thread.
import type { WordInspection, WrongDefinitionRequest } from '@bluffle/word-generator';
import type { GenerateWordsRequest, GeneratedWord } from './word-generator-client';

// What the server's main thread and the generator's thread say to each other (structured-cloned): one entry
// per call the server may make, with its arguments and its answer. A function cannot cross into the thread,
// so taken words travel as a list.

export interface GeneratorCalls {
  /** Loads the generator and answers nothing: the server warms it before a wordsmith needs it. */
  warmUp: { args: []; result: null };
  /** Whether the thread has loaded the generator, answered without loading it. */
  ping: { args: []; result: { isLoaded: boolean } };
  generate: { args: [request: GenerateWordsRequest]; result: GeneratedWord[] };
  lookupRealWord: { args: [text: string, language: Language]; result: GeneratedWord | undefined };
  inspectWords: { args: [texts: string[], language: Language]; result: WordInspection[] };
  findProfanity: { args: [texts: string[], language: Language]; result: string[][] };
  proposeFake: { args: [text: string, language: Language, seed: number]; result: GeneratedWord | undefined };
  proposeFakeAlternatives: {
    args: [text: string, language: Language, excluded: string[], seed: number];
    result: string[];
  };
  proposeWrongDefinitions: { args: [request: WrongDefinitionRequest, seed: number]; result: string[] };
}
export type GeneratorCallName = keyof GeneratorCalls;

export type GeneratorRequest = {
  [Name in GeneratorCallName]: { id: number; call: Name; args: GeneratorCalls[Name]['args'] };
}[GeneratorCallName];

export type GeneratorReply = { id: number; loadMs?: number } & (
  { result: unknown; callMs: number } | { refusal: 'language-not-generated' } | { error: string }
);
