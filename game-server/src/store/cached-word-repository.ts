import type { StoredWord, WordRepository } from './port';

/** Enough for every word of several thousand games in flight; a word is a few hundred bytes. */
export const DEFAULT_WORD_CACHE_SIZE = 20_000;

/**
 * Keeps recently read words in memory, in front of either driver. A game reads each of its words again on
 * every answer (and the words call may be repeated), so the hot path skips the store and the JSON parsing.
 * Words are never changed or deleted through the port, which is what makes caching them safe; whoever adds
 * an update or delete must evict here (and, with several processes, tell the others).
 *
 * Two generations rather than an exact LRU: a hit in the recent generation changes nothing, a word used
 * again from the older one moves up, and when the recent one is full the older one is dropped whole. It
 * holds at most `maxSize` words and never drops one used within the last `maxSize / 2` insertions. An exact
 * LRU on one Map (delete and set again on every hit) cost V8 about 10 µs per hit at 20,000 entries, a
 * sixth of the words call's CPU in `npm run bench:rest`.
 */
export function cachedWordRepository(
  inner: WordRepository,
  maxSize: number = DEFAULT_WORD_CACHE_SIZE,
): WordRepository {
  const generationSize = Math.max(1, Math.floor(maxSize / 2));
  let recent = new Map<string, StoredWord>();
  let older = new Map<string, StoredWord>();

  const store = (word: StoredWord): StoredWord => {
    if (recent.size >= generationSize) {
      older = recent;
      recent = new Map();
    }
    recent.set(word.id, word);
    return word;
  };

  const remember = (word: StoredWord): StoredWord => {
    const known = recall(word.id);
    return known ?? store(Object.isFrozen(word) ? word : Object.freeze(word));
  };

  const recall = (id: string): StoredWord | undefined => {
    const word = recent.get(id);
    if (word !== undefined) return word;
    const aging = older.get(id);
    return aging === undefined ? undefined : store(aging);
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
      const found = ids.map(recall);
      const missing = ids.filter((_id, index) => found[index] === undefined);
      if (missing.length === 0) return found as StoredWord[];
      const read = new Map((await inner.findByIds(missing)).map((word) => [word.id, remember(word)]));
      return ids.flatMap((id, index) => found[index] ?? read.get(id) ?? []);
    },
    sample: async (query) => (await inner.sample(query)).map(remember),
    list: (query) => inner.list(query),
    count: (query) => inner.count(query),
    wordsOf: (language) => inner.wordsOf(language),
  };
}
