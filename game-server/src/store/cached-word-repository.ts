import type { StoredWord, WordRepository } from './port';

/** Enough for every word of several thousand games in flight; a word is a few hundred bytes. */
export const DEFAULT_WORD_CACHE_SIZE = 20_000;

/**
 * Keeps recently read words in memory, in front of either driver. A game reads each of its words again on
 * every answer (and the words call may be repeated), so the hot path skips the store and the JSON parsing.
 * Words are never changed or deleted through the port, which is what makes caching them safe; whoever adds
 * an update or delete must evict here (and, with several processes, tell the others).
 */
export function cachedWordRepository(
  inner: WordRepository,
  maxSize: number = DEFAULT_WORD_CACHE_SIZE,
): WordRepository {
  // A Map iterates in insertion order, so re-inserting on a hit and evicting the first key is an LRU.
  const cache = new Map<string, StoredWord>();

  const remember = (word: StoredWord): StoredWord => {
    const frozen = Object.isFrozen(word) ? word : Object.freeze(word);
    cache.delete(word.id);
    cache.set(word.id, frozen);
    if (cache.size > maxSize) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return frozen;
  };

  const recall = (id: string): StoredWord | undefined => {
    const word = cache.get(id);
    if (word !== undefined) remember(word);
    return word;
  };

  return {
    create: async (word) => remember(await inner.create(word)),
    createMany: async (words) => {
      const result = await inner.createMany(words);
      return { ...result, created: result.created.map(remember) };
    },
    findById: async (id) => {
      const cached = recall(id);
      if (cached !== undefined) return cached;
      const word = await inner.findById(id);
      return word === null ? null : remember(word);
    },
    findByIds: async (ids) => {
      const missing = ids.filter((id) => !cache.has(id));
      if (missing.length > 0) {
        for (const word of await inner.findByIds(missing)) remember(word);
      }
      return ids.flatMap((id) => recall(id) ?? []);
    },
    sample: async (query) => (await inner.sample(query)).map(remember),
    list: (query) => inner.list(query),
    count: (query) => inner.count(query),
  };
}
