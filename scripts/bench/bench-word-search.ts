// `npx tsx scripts/bench/bench-word-search.ts`: the store's wordsmith reads at the bank size docs/design.md decision 2
// plans for (100,000 words) with 200 contributions waiting for review: sample(10) for play (which skips
// them), the wordsmith's search, the moderation queue and a review. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openEmbeddedStore } from '../../game-server/src/store/embedded/embedded-store';
import type { NewWord } from '../../game-server/src/domain/word';

const WORD_COUNT = 100_000;
const PENDING_COUNT = 200;
const RUNS = 500;

function word(index: number, overrides: Partial<NewWord> = {}): NewWord {
  return {
    word: `bench${index.toString(36)}`,
    definition: `definition number ${index} of a benchmark word`,
    usage: `A sentence that uses bench-${index}.`,
    isReal: index % 2 === 0,
    difficulty: 'medium',
    category: 'bench',
    language: index % 5 === 0 ? 'filipino' : 'english',
    wordClass: 'noun',
    explanation: 'benchmark',
    ...overrides,
  };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function timeRuns(label: string, run: () => Promise<unknown>): Promise<void> {
  const timings: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${label}: median ${percentile(timings, 0.5).toFixed(3)} ms, p99 ${percentile(timings, 0.99).toFixed(3)} ms`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bluffle-bench-word-search-'));
  const store = openEmbeddedStore(dataDir);
  try {
    await store.words.createMany(Array.from({ length: WORD_COUNT }, (_, index) => word(index)));
    const pending = await store.words.createMany(
      Array.from({ length: PENDING_COUNT }, (_, index) =>
        word(WORD_COUNT + index, {
          source: 'wordsmith',
          createdBy: `smith-${index % 10}`,
          status: 'pending',
        }),
      ),
    );
    console.log(`${WORD_COUNT} approved words, ${PENDING_COUNT} waiting for review`);
    await timeRuns('sample(10, english)', () => store.words.sample({ language: 'english', count: 10 }));
    await timeRuns('sample(10, filipino)', () => store.words.sample({ language: 'filipino', count: 10 }));
    const viewerId = 'smith-1';
    await timeRuns('search blank, limit 20', () => store.words.search({ text: '', limit: 20, viewerId }));
    await timeRuns("search 'bench1' (prefix fills the page)", () =>
      store.words.search({ text: 'bench1', limit: 20, viewerId }),
    );
    await timeRuns("search 'zz' (few prefix, many inside)", () =>
      store.words.search({ text: 'zz', limit: 20, viewerId }),
    );
    await timeRuns("search 'qqqq' (no match: a full walk)", () =>
      store.words.search({ text: 'qqqq', limit: 20, viewerId }),
    );
    await timeRuns("search 'zz' in filipino", () =>
      store.words.search({ text: 'zz', limit: 20, viewerId, language: 'filipino' }),
    );
    await timeRuns('moderation queue page (20, oldest first)', () =>
      store.words.list({ limit: 20, offset: 0, status: 'pending', order: 'oldest' }),
    );
    await timeRuns("an author's words (20, newest first)", () =>
      store.words.list({ limit: 20, offset: 0, createdBy: viewerId }),
    );
    const reviewed = pending.created[0]!;
    await timeRuns('review (approve)', () => store.words.review(reviewed.id, { status: 'approved' }));
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
