// `npx tsx scripts/bench/bench-admin-words.ts`: the admin word tools' figures (issue 7 "Benchmark"), over real
// HTTP against a game server in this process with a fresh store: the first Generate of 20 words (the word
// generator loading in its worker thread included), later Generates, and CSV uploads of 2,000 full rows.
// Prints figures; asserts nothing. BENCH_UPLOADS sets how many uploads are timed (default 3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSV_COLUMNS, CSV_FIELD_MAX_LENGTHS, CSV_MAX_ROWS } from '@bluffle/shared-schema';
import { readConfig } from '../../game-server/src/config/read-config';
import { createGameServer } from '../../game-server/src/server/create-game-server';
import { createStore } from '../../game-server/src/store/create-store';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const ADMIN = { id: 'local:bench-admin', username: 'bench-admin' };

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-bench-admin-'));
  const store = await createStore({ dataDir });
  await store.users.upsert({
    ...ADMIN,
    email: null,
    provider: 'local',
    avatar: null,
    roles: ['admin'],
    subscription: 'admin',
    subscriptionExpires: null,
  });
  await store.close();
  const config = readConfig({
    NODE_ENV: 'development',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WORD_BANK_FILE: path.join(dataDir, 'no-bank.json'),
  });
  const server = createGameServer(config);
  const { port } = await server.listen();
  const base = `http://127.0.0.1:${port}`;
  try {
    const signIn = await fetch(`${base}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const post = async (route: string, body: unknown) => {
      const response = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };

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
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
