import type { WordRepository } from './port';
import type { StoredWord } from '../domain/word';

/** The cache, and a way to drop words whose stored copy changed elsewhere (a difficulty graded from play). */
export type CachedWordRepository = WordRepository & { forget(ids: readonly string[]): void };

/** Enough for every word of several thousand games in flight; a word is a few hundred bytes. */
export const DEFAULT_WORD_CACHE_SIZE = 20_000;

/**
 * Keeps recently read words in memory, in front of either driver. A game reads each of its words again on
 * every answer (and the words call may be repeated), so the hot path skips the store and the JSON parsing.
 *
 * Words are never deleted, and the only changes to a word are an admin's review of a contribution (approve,
 * reject) and its difficulty graded from play (: the word-call flush makes this process forget the
 * words it regraded; another process's cache serves the old difficulty until the word ages out there). So only approved words are kept: a contribution waiting for a review, or rejected, is read from
 * the store each time (they are few, played only in their author's sessions), and its approval on another
 * process leaves nothing stale here. A review through this process replaces the word here. What stays
 * possible with several processes: a word approved and later rejected on another one is still seen as
 * approved here until it ages out; which words the public pool offers (sample) is read from the store and
 * is never stale, the words themselves come from here.
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
): CachedWordRepository {
  const generationSize = Math.max(1, Math.floor(maxSize / 2));
  let recent = new Map<string, StoredWord>();
  let older = new Map<string, StoredWord>();
  // Raised as every review starts and ends, and at every forget: a read that overlapped one may hold the
  // word as it was before, and is not kept.
  let reviews = 0;

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
    if (known !== undefined) return known;
    const frozen = Object.isFrozen(word) ? word : Object.freeze(word);
    return frozen.status === 'approved' ? store(frozen) : frozen;
  };

  const recall = (id: string): StoredWord | undefined => {
    const word = recent.get(id);
    if (word !== undefined) return word;
    const aging = older.get(id);
    return aging === undefined ? undefined : store(aging);
  };

  const forget = (id: string): void => {
    recent.delete(id);
    older.delete(id);
  };

  /** Remembers what a read found unless a review happened while it was reading. */
  const rememberRead = (reviewsBefore: number) => (word: StoredWord) =>
    reviews === reviewsBefore ? remember(word) : Object.freeze(word);

  const findByIds = async (ids: string[]): Promise<StoredWord[]> => {
    const found = ids.map(recall);
    const missing = ids.filter((_id, index) => found[index] === undefined);
    if (missing.length === 0) return found as StoredWord[];
    const keep = rememberRead(reviews);
    const read = new Map((await inner.findByIds(missing)).map((word) => [word.id, keep(word)]));
    return ids.flatMap((id, index) => found[index] ?? read.get(id) ?? []);
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
      const reviewsBefore = reviews;
      const word = await inner.findById(id);
      return word === null ? null : rememberRead(reviewsBefore)(word);
    },
    findByIds,
    // Which words are drawn is the store's answer, never stale; the words themselves come from here when
    // known, as every other read of them does (a lobby's draw parsed a pool of twenty rows it mostly had).
    sample: async (query) => findByIds(await inner.sampleIds(query)),
    sampleIds: (query) => inner.sampleIds(query),
    list: (query) => inner.list(query),
    findByKey: (key) => inner.findByKey(key),
    search: (search) => inner.search(search),
    review: async (id, review) => {
      reviews += 1;
      forget(id);
      try {
        const reviewed = await inner.review(id, review);
        return reviewed === null ? null : remember(reviewed);
      } finally {
        reviews += 1;
      }
    },
    count: (query) => inner.count(query),
    wordsOf: (language) => inner.wordsOf(language),
    forget: (ids) => {
      if (ids.length === 0) return;
      // Like a review: a read under way may hold the word as it was, and is not kept.
      reviews += 1;
      ids.forEach(forget);
    },
  };
}
