// Fills a fresh data directory with synthetic words for a bench, through the store port as the server
// would, in batches of 10,000 (one transaction each).
import { createStore } from '../../game-server/src/store/create-store';
import { syntheticWord } from './synthetic-words';

const BATCH_SIZE = 10_000;

export async function seedWords(dataDir: string, wordCount: number): Promise<number> {
  const store = await createStore({ dataDir });
  const startedAt = performance.now();
  for (let start = 0; start < wordCount; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, wordCount - start) }, (_, index) =>
      syntheticWord(start + index),
    );
    await store.words.createMany(batch);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const count = await store.words.count();
  await store.close();
  console.log(`seeded ${count} words in ${seconds.toFixed(1)} s`);
  return count;
}
