import type { StoredWord, WordRepository } from './port';
import { cachedWordRepository } from './cached-word-repository';

function storedWord(id: string): StoredWord {
  return {
    id,
    word: `word-${id}`,
    definition: 'a definition long enough',
    usage: `The word-${id} is used here.`,
    isReal: true,
    difficulty: 'easy',
    category: 'test',
    language: 'english',
    wordClass: 'noun',
    explanation: 'A test word.',
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 'seed',
    createdBy: null,
  };
}

/** A real in-memory repository that counts what reaches it, to show which reads the cache absorbs. */
function countingRepository(ids: string[]) {
  const words = new Map(ids.map((id) => [id, storedWord(id)]));
  const reads: string[][] = [];
  const repository: WordRepository = {
    create: async () => {
      throw new Error('unused');
    },
    createMany: async () => ({ created: [], duplicates: [] }),
    findById: async (id) => {
      reads.push([id]);
      return words.get(id) ?? null;
    },
    findByIds: async (wanted) => {
      reads.push([...wanted]);
      return wanted.flatMap((id) => words.get(id) ?? []);
    },
    sample: async ({ count }) => [...words.values()].slice(0, count),
    list: async () => ({ words: [], total: 0 }),
    count: async () => words.size,
    wordsOf: async () => [...words.values()].map((word) => word.word),
  };
  return { repository, reads };
}

describe('cachedWordRepository', () => {
  it('reads each word from the store once and keeps the requested order', async () => {
    const { repository, reads } = countingRepository(['a', 'b', 'c']);
    const cached = cachedWordRepository(repository);
    expect((await cached.findByIds(['c', 'a'])).map((word) => word.id)).toEqual(['c', 'a']);
    expect((await cached.findByIds(['a', 'b', 'c'])).map((word) => word.id)).toEqual(['a', 'b', 'c']);
    expect(await cached.findById('b')).toMatchObject({ id: 'b' });
    expect(reads).toEqual([['c', 'a'], ['b']]);
  });

  it('remembers sampled words, so the answers to a served word need no store read', async () => {
    const { repository, reads } = countingRepository(['a', 'b']);
    const cached = cachedWordRepository(repository);
    await cached.sample({ language: 'english', count: 2 });
    await cached.findById('a');
    expect(reads).toEqual([]);
  });

  it('leaves out unknown ids and does not cache misses as words', async () => {
    const { repository } = countingRepository(['a']);
    const cached = cachedWordRepository(repository);
    expect(await cached.findByIds(['x', 'a'])).toHaveLength(1);
    expect(await cached.findById('x')).toBeNull();
  });

  it('keeps every word used since the last half of its size was filled, and drops the rest', async () => {
    const { repository, reads } = countingRepository(['a', 'b', 'c', 'd']);
    const cached = cachedWordRepository(repository, 4);
    await cached.findById('a');
    await cached.findById('b'); // the recent half is full with a and b
    await cached.findById('c'); // a and b age together; c starts the recent half
    await cached.findById('a'); // a is used again, so it moves up
    await cached.findById('d'); // the recent half is full again: b, not used since, is dropped
    reads.length = 0;
    for (const id of ['a', 'c', 'd', 'b']) await cached.findById(id);
    expect(reads).toEqual([['b']]);
  });

  it('never holds more words than its size', async () => {
    const ids = Array.from({ length: 50 }, (_, index) => `w${index}`);
    const { repository, reads } = countingRepository(ids);
    const cached = cachedWordRepository(repository, 10);
    for (const id of ids) await cached.findById(id);
    reads.length = 0;
    for (const id of ids) await cached.findById(id);
    expect(reads.length).toBeGreaterThanOrEqual(ids.length - 10);
  });

  it('hands out frozen words, so no caller can change what the next caller reads', async () => {
    const { repository } = countingRepository(['a']);
    const word = await cachedWordRepository(repository).findById('a');
    expect(Object.isFrozen(word)).toBe(true);
  });
});
