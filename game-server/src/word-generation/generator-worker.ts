// The word generator's own thread (worker-generator-client.ts starts it). Loading the generator takes seconds
// of CPU and a few hundred MB, so it happens here, once, at the first request; later requests reuse it.
import { parentPort } from 'node:worker_threads';
import { loadWordGenerator, type WordGenerator } from '@bluffle/word-generator';
import type { GeneratorReply, GeneratorRequest } from './generator-messages';

let generator: WordGenerator | undefined;

function answer(request: GeneratorRequest): GeneratorReply {
  try {
    let loadMs: number | undefined;
    if (generator === undefined) {
      const startedAt = performance.now();
      generator = loadWordGenerator();
      loadMs = Math.round(performance.now() - startedAt);
    }
    if (!generator.languages.includes(request.language)) {
      return { id: request.id, refusal: 'language-not-generated', loadMs };
    }
    const startedAt = performance.now();
    const taken = new Set(request.takenWords);
    const words = generator.generate({
      language: request.language,
      count: request.count,
      seed: request.seed,
      isTaken: (word) => taken.has(word),
    });
    return { id: request.id, words, loadMs, generateMs: Math.round(performance.now() - startedAt) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.on('message', (request: GeneratorRequest) => {
  parentPort?.postMessage(answer(request));
});
