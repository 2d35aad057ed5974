// The word generator's own thread (worker-generator-client.ts starts it, and ends it when idle). Loading the
// generator takes seconds of CPU and a few hundred MB, so it happens here, once, at the first request (or the
// server's warm-up); later requests reuse it until the thread ends.
import { parentPort } from 'node:worker_threads';
import { loadWordGenerator, UnsupportedLanguageError, type WordGenerator } from '@bluffle/word-generator';
import type {
  GeneratorCallName,
  GeneratorCalls,
  GeneratorReply,
  GeneratorRequest,
} from './generator-messages';

type Handlers = {
  [Name in Exclude<GeneratorCallName, 'ping'>]: (
    generator: WordGenerator,
    ...args: GeneratorCalls[Name]['args']
  ) => GeneratorCalls[Name]['result'];
};

const HANDLERS: Handlers = {
  warmUp: () => null,
  generate: (generator, { language, count, seed, takenWords }) => {
    const taken = new Set(takenWords);
    return generator.generate({ language, count, seed, isTaken: (word) => taken.has(word) });
  },
  lookupRealWord: (generator, text, language) => generator.lookupRealWord(text, language),
  inspectWords: (generator, texts, language) => texts.map((text) => generator.inspectWord(text, language)),
  findProfanity: (generator, texts, language) => texts.map((text) => generator.findProfanity(text, language)),
  proposeFake: (generator, text, language, seed) => generator.proposeFake(text, language, seed),
  proposeFakeAlternatives: (generator, text, language, excluded, seed) =>
    generator.proposeFakeAlternatives(text, language, excluded, seed),
  proposeWrongDefinitions: (generator, request, seed) => generator.proposeWrongDefinitions(request, seed),
};

let generator: WordGenerator | undefined;

function answer(request: GeneratorRequest): GeneratorReply {
  if (request.call === 'ping')
    return { id: request.id, result: { isLoaded: generator !== undefined }, callMs: 0 };
  try {
    let loadMs: number | undefined;
    if (generator === undefined) {
      const startedAt = performance.now();
      generator = loadWordGenerator();
      loadMs = Math.round(performance.now() - startedAt);
    }
    const startedAt = performance.now();
    try {
      // The table is typed per call; the request's union of arguments cannot be narrowed through it.
      const handler = HANDLERS[request.call] as (generator: WordGenerator, ...args: unknown[]) => unknown;
      const result = handler(generator, ...request.args);
      return { id: request.id, result, loadMs, callMs: Math.round(performance.now() - startedAt) };
    } catch (error) {
      if (error instanceof UnsupportedLanguageError) {
        return { id: request.id, refusal: 'language-not-generated', loadMs };
      }
      throw error;
    }
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.on('message', (request: GeneratorRequest) => {
  parentPort?.postMessage(answer(request));
});
