import type { WordRepository } from './port';
import type { StoredWord } from '../domain/word';
import type { WordStatus } from '@bluffle/shared-schema';
import { cachedWordRepository } from './cached-word-repository';

function storedWord(id: string, status: WordStatus = 'approved'): StoredWord {
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
    source: status === 'approved' ? 'seed' : 'wordsmith',
    createdBy: status === 'approved' ? null : 'wordsmith-1',
    status,
    rejectionReason: null,
  };
}

/** A real in-memory repository that counts what reaches it, to show which reads the cache absorbs. */
function countingRepository(ids: string[], pendingIds: string[] = []) {
  const words = new Map([
    ...ids.map((id) => [id, storedWord(id)] as const),
    ...pendingIds.map((id) => [id, storedWord(id, 'pending')] as const),
  ]);
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
    sampleIds: async ({ count }) => [...words.keys()].slice(0, count),
    list: async () => ({ words: [], total: 0 }),
    findByKey: async () => null,
    search: async () => [],
    review: async (id, review) => {
      const word = words.get(id);
      if (word === undefined) return null;
      const reviewed: StoredWord = {
        ...word,
        status: review.status,
        rejectionReason: review.status === 'rejected' ? review.reason : null,
      };
      words.set(id, reviewed);
      return { ...reviewed };
    },
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
    expect((await cached.sample({ language: 'english', count: 2 })).map((word) => word.id)).toEqual([
      'a',
      'b',
    ]);
    await cached.findById('a');
    expect(reads).toEqual([['a', 'b']]);
  });

  it('takes the ids of a sample from the store and reads only the words it does not hold', async () => {
    const { repository, reads } = countingRepository(['a', 'b', 'c']);
    const cached = cachedWordRepository(repository);
    await cached.findById('b');
    expect((await cached.sample({ language: 'english', count: 3 })).map((word) => word.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(reads).toEqual([['b'], ['a', 'c']]);
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

  it('reads a word again after a review, so nobody plays on with the word as it was', async () => {
    const { repository, reads } = countingRepository(['a']);
    const cached = cachedWordRepository(repository);
    await cached.findById('a');
    await cached.review('a', { status: 'rejected', reason: 'Too rude.' });
    expect(await cached.findById('a')).toMatchObject({ status: 'rejected', rejectionReason: 'Too rude.' });
    expect(reads).toEqual([['a'], ['a']]);
  });

  it('keeps no contribution waiting for review, and keeps it once approved here', async () => {
    const { repository, reads } = countingRepository([], ['p']);
    const cached = cachedWordRepository(repository);
    await cached.findById('p');
    await cached.findByIds(['p']);
    expect(reads).toEqual([['p'], ['p']]);
    // Approved on another process: this one must not still hold it as pending.
    await repository.review('p', { status: 'approved' });
    expect(await cached.findById('p')).toMatchObject({ status: 'approved' });
    reads.length = 0;
    await cached.review('p', { status: 'approved' });
    expect(await cached.findById('p')).toMatchObject({ status: 'approved' });
    expect(reads).toEqual([]);
  });

  it('does not keep a word read while a review of it was being written', async () => {
    const { repository } = countingRepository(['a']);
    let finishRead: () => void = () => undefined;
    let isFirstRead = true;
    // The first read finds the word before the review, and answers only after the review is written.
    const slowRead: WordRepository = {
      ...repository,
      findById: async (id) => {
        const found = await repository.findById(id);
        if (isFirstRead) {
          isFirstRead = false;
          await new Promise<void>((resolve) => {
            finishRead = resolve;
          });
        }
        return found;
      },
    };
    const cached = cachedWordRepository(slowRead);
    const staleRead = cached.findById('a');
    await new Promise((resolve) => setImmediate(resolve));
    await cached.review('a', { status: 'rejected', reason: 'Not a bluff.' });
    finishRead();
    expect(await staleRead).toMatchObject({ status: 'approved' });
    expect(await cached.findById('a')).toMatchObject({ status: 'rejected' });
  });

  it('answers null when reviewing a word that does not exist', async () => {
    const { repository } = countingRepository(['a']);
    expect(await cachedWordRepository(repository).review('x', { status: 'approved' })).toBeNull();
  });
});
