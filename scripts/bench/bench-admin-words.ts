// `npx tsx scripts/bench/bench-admin-words.ts`: the admin word tools' figures , over real
// HTTP against a game server in this process with a fresh store: the first Generate of 20 words (the word
// generator loading in its worker thread included), later Generates, and CSV uploads of 2,000 full rows.
// Prints figures; asserts nothing. BENCH_UPLOADS sets how many uploads are timed (default 3).
import { CSV_COLUMNS, CSV_FIELD_MAX_LENGTHS, CSV_MAX_ROWS } from '@bluffle/shared-schema';
import { startBenchToolServer } from './bench-tool-server';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);

/** A 2,000-row file with every column filled, the long ones to their limit: the largest upload allowed. */
function fullCsv(run: number): string {
  const rows = Array.from({ length: CSV_MAX_ROWS }, (_, index) =>
    CSV_COLUMNS.map((column) => {
      if (column === 'word') return `bench${run}x${index}`;
      if (column === 'is_real') return index % 2 === 0 ? 'true' : 'false';
      if (column === 'difficulty') return 'medium';
      if (column === 'language') return 'english';
      if (column === 'word_class') return 'noun';
      return `"${'a, b '
        .repeat(CSV_FIELD_MAX_LENGTHS[column])
        .slice(0, CSV_FIELD_MAX_LENGTHS[column] - 1)
        .trim()}"`;
    }).join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\n');
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const startedAt = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - startedAt)];
}

async function main(): Promise<void> {
  const server = await startBenchToolServer({ name: 'admin', role: 'admin' });
  const { base, post } = server;
  try {
    // /health is polled while the generator loads: the load runs on its own thread, so the main thread
    // (which runs the live rounds) should keep answering in milliseconds.
    let isLoading = true;
    const healthMs: number[] = [];
    const polling = (async () => {
      while (isLoading) {
        healthMs.push((await timed(() => fetch(`${base}/health`).then((response) => response.text())))[1]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const [, firstMs] = await timed(() =>
      post('/api/admin/words/generate', { count: 20, language: 'english' }),
    );
    isLoading = false;
    await polling;
    console.log(`first Generate of 20 English words (generator load included): ${firstMs} ms`);
    console.log(`meanwhile /health answered ${healthMs.length} times, slowest ${Math.max(...healthMs)} ms`);
    const later: number[] = [];
    for (let call = 0; call < 5; call += 1) {
      later.push(
        (await timed(() => post('/api/admin/words/generate', { count: 20, language: 'english' })))[1],
      );
    }
    console.log(`later Generates of 20 English words: ${later.join(', ')} ms`);

    for (let run = 0; run < UPLOADS; run += 1) {
      const csvText = fullCsv(run);
      const [result, uploadMs] = await timed(() => post('/api/words/upload-csv', { csvText }));
      const megabytes = (Buffer.byteLength(JSON.stringify({ csvText })) / 1024 / 1024).toFixed(1);
      console.log(
        `upload of ${CSV_MAX_ROWS} full rows (${megabytes} MB body): ${uploadMs} ms, created ${String(result.created)}`,
      );
    }
  } finally {
    await server.close();
  }
}

void main();
