// Measures the embedded store at the size docs/design.md decision 2 plans for: fills 100,000 words once, then
// times a cold open + count and sample(10). Prints figures; not a test. Run: npx tsx scripts/bench-store.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openEmbeddedStore } from '../game-server/src/store/embedded/embedded-store';
import type { NewWord } from '../game-server/src/domain/word';

const WORD_COUNT = 100_000;
const SAMPLE_RUNS = 1000;

function word(index: number): NewWord {
  return {
    word: `bench-${index}`,
    definition: `definition number ${index} of a benchmark word`,
    usage: `A sentence that uses bench-${index}.`,
    isReal: index % 2 === 0,
    difficulty: 'medium',
    category: 'bench',
    // Mostly English with Filipino interleaved, as a real bank would be.
    language: index % 5 === 0 ? 'filipino' : 'english',
    wordClass: 'noun',
    explanation: 'benchmark',
  };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bluffle-bench-store-'));
  try {
    const filling = openEmbeddedStore(dataDir);
    let start = performance.now();
    await filling.words.createMany(Array.from({ length: WORD_COUNT }, (_, index) => word(index)));
    console.log(`createMany(${WORD_COUNT}) in one transaction: ${(performance.now() - start).toFixed(0)} ms`);
    await filling.close();

    start = performance.now();
    const store = openEmbeddedStore(dataDir);
    const total = await store.words.count();
    console.log(`open + count (${total} words): ${(performance.now() - start).toFixed(1)} ms`);

    for (const language of ['english', 'filipino'] as const) {
      const timings: number[] = [];
      for (let run = 0; run < SAMPLE_RUNS; run += 1) {
        start = performance.now();
        await store.words.sample({ language, count: 10 });
        timings.push(performance.now() - start);
      }
      timings.sort((a, b) => a - b);
      console.log(
        `sample(10, ${language}) over ${SAMPLE_RUNS} runs: median ${percentile(timings, 0.5).toFixed(3)} ms, ` +
          `p99 ${percentile(timings, 0.99).toFixed(3)} ms`,
      );
    }
    const excludeIds = (await store.words.sample({ language: 'english', count: 50 })).map((w) => w.id);
    start = performance.now();
    for (let run = 0; run < SAMPLE_RUNS; run += 1)
      await store.words.sample({ language: 'english', count: 10, excludeIds });
    console.log(
      `sample(10) excluding 50 ids: ${((performance.now() - start) / SAMPLE_RUNS).toFixed(3)} ms mean`,
    );
    start = performance.now();
    const page = await store.words.list({ limit: 20, offset: 0, search: '999' });
    console.log(`list(search '999', 20 of ${page.total}): ${(performance.now() - start).toFixed(1)} ms`);
    await store.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
