// How long the first start's seed of the word bank takes through the mongo driver over the wire,
// against the in-memory wire server, or MONGODB_URI's MongoDB when set: a fresh database each run.
//   npx tsx tests/store/wire-server/measure-seeding.ts [word-bank.json] [runs]
// A measurement, not a test: it prints the figures and asserts nothing.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createLogger } from '../../../game-server/src/logging/logger';
import { seedWordBankIfEmpty } from '../../../game-server/src/seeding/seed-word-bank';
import { connectMongo, openMongoStore } from '../../../game-server/src/store/mongo/mongo-store';

const wordBankFile =
  process.argv[2] ?? join(__dirname, '..', '..', '..', 'game-server', 'seed', 'word-bank.json');
const runs = Number(process.argv[3] ?? 3);

async function wireServerUri(): Promise<{ uri: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'serve-wire-mongo.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout }).once('line', resolve),
  );
  return { uri, stop: () => child.stdin.end() };
}

async function main(): Promise<void> {
  const server = process.env.MONGODB_URI
    ? { uri: process.env.MONGODB_URI, stop: () => undefined }
    : await wireServerUri();
  const logger = createLogger('silent');
  for (let run = 1; run <= runs; run += 1) {
    const dbName = `bluffle_seed_${randomUUID().replaceAll('-', '')}`;
    const store = await openMongoStore(server.uri, { dbName });
    const startedAt = performance.now();
    await seedWordBankIfEmpty(store, wordBankFile, logger);
    const seconds = (performance.now() - startedAt) / 1000;
    const words = await store.words.count();
    console.log(`run ${run}: seeded ${words} words in ${seconds.toFixed(2)} s`);
    await store.close();
    const connection = await connectMongo(server.uri, { dbName });
    await connection.dropDatabase();
    await connection.close();
  }
  server.stop();
}

void main();
