import { existsSync } from 'node:fs';
import type { Logger } from '../logging/logger';
import type { Store } from '../store/port';
import { readWordBankFile } from './word-bank-file';

/**
 * First start (Starter word bank): when the store holds no words, load the word bank file. Only a
 * count is read otherwise, so a restart with 100,000 stored words costs one indexed query, not a load.
 */
export async function seedWordBankIfEmpty(store: Store, wordBankFile: string, logger: Logger): Promise<void> {
  const stored = await store.words.count();
  if (stored > 0) {
    logger.info({ words: stored }, 'word bank already stored; not seeding');
    return;
  }
  if (!existsSync(wordBankFile)) {
    logger.warn({ wordBankFile }, 'no words stored and no word bank file: run `npm run words:build`');
    return;
  }
  const words = await readWordBankFile(wordBankFile);
  const { created, duplicates } = await store.words.createMany(words);
  logger.info(
    { wordBankFile, created: created.length, duplicates: duplicates.length },
    'seeded the word bank on first start',
  );
}
