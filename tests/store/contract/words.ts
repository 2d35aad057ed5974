// Contract: WordRepository (port.ts), identical for every driver.
import { ConflictError } from '../../../game-server/src/domain/errors';
import type { Store } from '../../../game-server/src/store/port';
import { manyWords, newWord } from './fixtures';
import { describeWordModerationContract } from './word-moderation';
import { describeWordSearchContract } from './word-search';

export function describeWordContract(store: () => Store): void {
  describe('words', () => {
    it('creates a word with an id, a creation date, a default source, no author and approved', async () => {
      const created = await store().words.create(newWord({ definitionCorrect: 'a vocabulary' }));
      expect(created).toMatchObject({
        ...newWord(),
        definitionCorrect: 'a vocabulary',
        source: 'seed',
        createdBy: null,
        status: 'approved',
        rejectionReason: null,
      });
      expect(created.id).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);
      expect(await store().words.findById(created.id)).toEqual(created);
      expect(await store().words.findById('no-such-word')).toBeNull();
    });

    it('keeps the given creation date, source, author and moderation state', async () => {
      const input = newWord({
        createdAt: '2024-05-06T07:08:09.000Z',
        source: 'wordsmith',
        createdBy: 'user-9',
        status: 'pending',
      });
      const created = await store().words.create(input);
      expect(created).toMatchObject({
        createdAt: '2024-05-06T07:08:09.000Z',
        source: 'wordsmith',
        createdBy: 'user-9',
        status: 'pending',
        rejectionReason: null,
      });
      expect(await store().words.findById(created.id)).toEqual(created);
    });

    it('rejects the same word in another case, language and class alike, with a ConflictError', async () => {
      await store().words.create(newWord({ word: 'Apple' }));
      const duplicate = store().words.create(newWord({ word: 'aPPLE' }));
      await expect(duplicate).rejects.toBeInstanceOf(ConflictError);
      await expect(store().words.create(newWord({ word: 'apple' }))).rejects.toThrow(/apple/i);
      expect(await store().words.count()).toBe(1);
    });

    it('allows the same word in another word class or another language', async () => {
      await store().words.create(newWord({ word: 'run', wordClass: 'verb' }));
      await store().words.create(newWord({ word: 'run', wordClass: 'noun' }));
      await store().words.create(newWord({ word: 'run', wordClass: 'verb', language: 'filipino' }));
      expect(await store().words.count()).toBe(3);
    });

    it('createMany skips duplicates inside the batch and against the store, and returns them', async () => {
      await store().words.create(newWord({ word: 'kettle' }));
      const batch = [
        newWord({ word: 'Kettle' }),
        newWord({ word: 'teapot' }),
        newWord({ word: 'TEAPOT' }),
        newWord({ word: 'teapot', wordClass: 'verb' }),
        newWord({ word: 'saucer' }),
      ];
      const { created, duplicates } = await store().words.createMany(batch);
      expect(created.map((word) => [word.word, word.wordClass])).toEqual([
        ['teapot', 'noun'],
        ['teapot', 'verb'],
        ['saucer', 'noun'],
      ]);
      expect(duplicates).toEqual([batch[0], batch[2]]);
      expect(await store().words.count()).toBe(4);
      expect(await store().words.findByIds(created.map((word) => word.id))).toEqual(created);
    });

    it('createMany of nothing creates nothing', async () => {
      expect(await store().words.createMany([])).toEqual({ created: [], duplicates: [] });
    });

    it('findByIds returns words in the order of the ids and leaves unknown ids out', async () => {
      const { created } = await store().words.createMany(manyWords(4));
      const [a, b, c, d] = created.map((word) => word.id) as [string, string, string, string];
      const found = await store().words.findByIds([c, 'missing', a, d, b]);
      expect(found.map((word) => word.id)).toEqual([c, a, d, b]);
      expect(await store().words.findByIds([])).toEqual([]);
    });

    describe('sample', () => {
      it('returns the asked number of distinct words of the language only', async () => {
        await store().words.createMany([
          ...manyWords(30),
          ...manyWords(5, { language: 'filipino' }, 'salita'),
        ]);
        const sample = await store().words.sample({ language: 'english', count: 10 });
        expect(sample).toHaveLength(10);
        expect(new Set(sample.map((word) => word.id)).size).toBe(10);
        expect(sample.every((word) => word.language === 'english')).toBe(true);
      });

      it('returns every word (once) when the language has fewer than asked', async () => {
        await store().words.createMany([
          ...manyWords(30),
          ...manyWords(5, { language: 'filipino' }, 'salita'),
        ]);
        const sample = await store().words.sample({ language: 'filipino', count: 10 });
        expect(sample.map((word) => word.word).sort()).toEqual([
          'salita-0',
          'salita-1',
          'salita-2',
          'salita-3',
          'salita-4',
        ]);
        expect(await store().words.sample({ language: 'latin', count: 10 })).toEqual([]);
        expect(await store().words.sample({ language: 'english', count: 0 })).toEqual([]);
      });

      it('never returns an excluded word', async () => {
        const { created } = await store().words.createMany(manyWords(30));
        const excluded = created.slice(0, 25).map((word) => word.id);
        const rest = created.slice(25).map((word) => word.id);
        const fewLeft = await store().words.sample({ language: 'english', count: 10, excludeIds: excluded });
        expect(fewLeft.map((word) => word.id).sort()).toEqual([...rest].sort());
        const someExcluded = created.slice(0, 5).map((word) => word.id);
        for (let round = 0; round < 20; round += 1) {
          const sample = await store().words.sample({
            language: 'english',
            count: 10,
            excludeIds: someExcluded,
          });
          expect(sample).toHaveLength(10);
          expect(sample.filter((word) => someExcluded.includes(word.id))).toEqual([]);
        }
      });

      it('reaches every word over many draws (not stuck on a subset)', async () => {
        const { created } = await store().words.createMany(manyWords(30));
        const seen = new Set<string>();
        // Each word is in a 5-of-30 draw with p = 1/6; missing one over 200 draws has p < 1e-14. All are
        // usually seen within about 25 draws, where the loop stops.
        for (let draw = 0; draw < 200 && seen.size < created.length; draw += 1) {
          for (const word of await store().words.sample({ language: 'english', count: 5 })) seen.add(word.id);
        }
        expect(seen.size).toBe(created.length);
      });
    });

    describe('list', () => {
      it('pages newest first, then by word, with the total of all matches', async () => {
        const sameMoment = '2025-06-01T00:00:00.000Z';
        await store().words.createMany([
          ...manyWords(5),
          newWord({ word: 'Zebra', createdAt: sameMoment }),
          newWord({ word: 'aardvark', createdAt: sameMoment }),
        ]);
        const first = await store().words.list({ limit: 3, offset: 0 });
        expect(first.total).toBe(7);
        expect(first.words.map((word) => word.word)).toEqual(['aardvark', 'Zebra', 'word-4']);
        const second = await store().words.list({ limit: 3, offset: 3 });
        expect(second.words.map((word) => word.word)).toEqual(['word-3', 'word-2', 'word-1']);
        const last = await store().words.list({ limit: 3, offset: 6 });
        expect(last.words.map((word) => word.word)).toEqual(['word-0']);
        expect(last.total).toBe(7);
      });

      it('searches a case-insensitive substring of the word and filters by language', async () => {
        await store().words.createMany([
          newWord({ word: 'Blueberry' }),
          newWord({ word: 'strawberry' }),
          newWord({ word: 'banana' }),
          newWord({ word: 'berry%_', language: 'latin' }),
        ]);
        const berries = await store().words.list({ limit: 10, offset: 0, search: 'BERR' });
        expect(berries.words.map((word) => word.word).sort()).toEqual(['Blueberry', 'berry%_', 'strawberry']);
        expect(berries.total).toBe(3);
        const englishBerries = await store().words.list({
          limit: 1,
          offset: 0,
          search: 'berr',
          language: 'english',
        });
        expect(englishBerries.total).toBe(2);
        expect(englishBerries.words).toHaveLength(1);
        // Wildcards of SQL LIKE or regular expressions are matched literally.
        const literal = await store().words.list({ limit: 10, offset: 0, search: '%_' });
        expect(literal.words.map((word) => word.word)).toEqual(['berry%_']);
        expect((await store().words.list({ limit: 10, offset: 0, language: 'latin' })).total).toBe(1);
        expect(await store().words.list({ limit: 10, offset: 0, search: 'kiwi' })).toEqual({
          words: [],
          total: 0,
        });
      });
    });

    it('lists the stored words of one language, lowercased, each once', async () => {
      await store().words.createMany([
        newWord({ word: 'Quokka', language: 'english', wordClass: 'noun' }),
        newWord({ word: 'quokka', language: 'english', wordClass: 'verb' }),
        newWord({ word: 'kilig', language: 'filipino' }),
      ]);
      expect((await store().words.wordsOf('english')).sort()).toEqual(['quokka']);
      expect(await store().words.wordsOf('filipino')).toEqual(['kilig']);
      expect(await store().words.wordsOf('latin')).toEqual([]);
    });

    it('counts all words or those of one language', async () => {
      await store().words.createMany([...manyWords(4), ...manyWords(2, { language: 'filipino' })]);
      expect(await store().words.count()).toBe(6);
      expect(await store().words.count({ language: 'filipino' })).toBe(2);
      expect(await store().words.count({ language: 'latin' })).toBe(0);
    });

    describeWordModerationContract(store);
    describeWordSearchContract(store);
  });
}
