// Contract: the moderation state of words (port.ts WordRepository; docs/design.md decision 13), identical for every
// driver. A wordsmith's word waits for an admin; only approved words join the public pool.
import type { Store } from '../../../game-server/src/store/port';
import type { NewWord } from '../../../game-server/src/domain/word';
import { manyWords, newWord } from './fixtures';

/** A wordsmith's contribution, as the submit service stores it. */
function contribution(word: string, author: string, createdAt: string, overrides: Partial<NewWord> = {}) {
  return newWord({
    word,
    source: 'wordsmith',
    createdBy: author,
    status: 'pending',
    createdAt,
    ...overrides,
  });
}

export function describeWordModerationContract(store: () => Store): void {
  describe('moderation', () => {
    it('sample never serves a word waiting for review or rejected, and still reaches every approved word', async () => {
      const { created } = await store().words.createMany(manyWords(20));
      const pending = await store().words.createMany(
        Array.from({ length: 5 }, (_, index) =>
          contribution(`pending-${index}`, 'smith-1', '2025-02-01T00:00:00.000Z'),
        ),
      );
      const rejected = await store().words.create(
        contribution('rejected-0', 'smith-1', '2025-02-01T00:00:00.000Z'),
      );
      await store().words.review(rejected.id, { status: 'rejected', reason: 'Not a bluff.' });
      const hidden = new Set([...pending.created.map((word) => word.id), rejected.id]);
      const seen = new Set<string>();
      // Each approved word is in a 5-of-20 draw with p = 1/4; missing one over 200 draws has p < 1e-24.
      for (let draw = 0; draw < 200; draw += 1) {
        const sample = await store().words.sample({ language: 'english', count: 5 });
        expect(sample).toHaveLength(5);
        for (const word of sample) {
          expect(hidden.has(word.id)).toBe(false);
          seen.add(word.id);
        }
      }
      expect(seen.size).toBe(created.length);
    });

    it('sample returns only the approved words when fewer are left than asked, excluded ones aside', async () => {
      const { created } = await store().words.createMany(manyWords(4));
      await store().words.createMany(
        Array.from({ length: 30 }, (_, index) =>
          contribution(`pending-${index}`, 'smith-1', '2025-02-01T00:00:00.000Z'),
        ),
      );
      const [excluded, ...rest] = created;
      const sample = await store().words.sample({
        language: 'english',
        count: 10,
        excludeIds: [excluded!.id],
      });
      expect(sample.map((word) => word.id).sort()).toEqual(rest.map((word) => word.id).sort());
    });

    it('a word joins the public pool once approved and leaves it once rejected', async () => {
      const word = await store().words.create(
        contribution('glimmerwick', 'smith-1', '2025-02-01T00:00:00.000Z'),
      );
      expect(await store().words.sample({ language: 'english', count: 5 })).toEqual([]);
      await store().words.review(word.id, { status: 'approved' });
      expect((await store().words.sample({ language: 'english', count: 5 })).map((w) => w.id)).toEqual([
        word.id,
      ]);
      await store().words.review(word.id, { status: 'rejected', reason: 'On second thought, no.' });
      expect(await store().words.sample({ language: 'english', count: 5 })).toEqual([]);
    });

    it('review keeps a rejection reason, clears it on approval, and every read agrees', async () => {
      const word = await store().words.create(
        contribution('flumbrous', 'smith-1', '2025-02-01T00:00:00.000Z'),
      );
      const rejected = await store().words.review(word.id, {
        status: 'rejected',
        reason: 'Too close to "flummox".',
      });
      expect(rejected).toEqual({ ...word, status: 'rejected', rejectionReason: 'Too close to "flummox".' });
      expect(await store().words.findById(word.id)).toEqual(rejected);
      expect(await store().words.findByIds([word.id])).toEqual([rejected]);
      expect((await store().words.list({ limit: 10, offset: 0 })).words).toEqual([rejected]);

      const approved = await store().words.review(word.id, { status: 'approved' });
      expect(approved).toEqual({ ...word, status: 'approved', rejectionReason: null });
      expect(await store().words.findById(word.id)).toEqual(approved);
      expect(await store().words.review(word.id, { status: 'approved' })).toEqual(approved);
      expect(await store().words.review('no-such-word', { status: 'approved' })).toBeNull();
    });

    it('list filters by moderation state and author, newest first or oldest first', async () => {
      await store().words.createMany([
        ...manyWords(3),
        contribution('second', 'smith-1', '2025-03-02T00:00:00.000Z'),
        contribution('first', 'smith-2', '2025-03-01T00:00:00.000Z'),
        contribution('third', 'smith-1', '2025-03-03T00:00:00.000Z'),
      ]);
      const byWord = (list: { words: { word: string }[] }) => list.words.map((word) => word.word);
      const pendingOldest = await store().words.list({
        limit: 10,
        offset: 0,
        status: 'pending',
        order: 'oldest',
      });
      expect(byWord(pendingOldest)).toEqual(['first', 'second', 'third']);
      expect(pendingOldest.total).toBe(3);
      const pendingNewest = await store().words.list({ limit: 2, offset: 1, status: 'pending' });
      expect(byWord(pendingNewest)).toEqual(['second', 'first']);
      expect(pendingNewest.total).toBe(3);

      const mine = await store().words.list({ limit: 10, offset: 0, createdBy: 'smith-1' });
      expect(byWord(mine)).toEqual(['third', 'second']);
      const approved = await store().words.list({ limit: 10, offset: 0, status: 'approved' });
      expect(byWord(approved)).toEqual(['word-2', 'word-1', 'word-0']);
      const minePendingTh = await store().words.list({
        limit: 10,
        offset: 0,
        createdBy: 'smith-1',
        status: 'pending',
        search: 'TH',
      });
      expect(byWord(minePendingTh)).toEqual(['third']);
      expect((await store().words.list({ limit: 10, offset: 0, status: 'rejected' })).total).toBe(0);
    });

    it('findByKey finds the word by its unique key, the word compared lowercased and trimmed', async () => {
      const noun = await store().words.create(newWord({ word: 'Quill', wordClass: 'noun' }));
      const verb = await store().words.create(
        contribution('quill', 'smith-1', '2025-02-01T00:00:00.000Z', { wordClass: 'verb' }),
      );
      const rejectedVerb = await store().words.review(verb.id, { status: 'rejected', reason: 'No.' });
      await store().words.create(newWord({ word: 'quill', language: 'filipino' }));
      expect(
        await store().words.findByKey({ word: ' QUILL ', language: 'english', wordClass: 'noun' }),
      ).toEqual(noun);
      // Whatever its moderation state: the key is taken either way.
      expect(
        await store().words.findByKey({ word: 'quill', language: 'english', wordClass: 'verb' }),
      ).toEqual(rejectedVerb);
      expect(
        await store().words.findByKey({ word: 'quill', language: 'latin', wordClass: 'noun' }),
      ).toBeNull();
    });

    it('wordsOf and count keep every word, whatever its moderation state', async () => {
      await store().words.create(newWord({ word: 'approved' }));
      await store().words.create(contribution('waiting', 'smith-1', '2025-02-01T00:00:00.000Z'));
      expect((await store().words.wordsOf('english')).sort()).toEqual(['approved', 'waiting']);
      expect(await store().words.count({ language: 'english' })).toBe(2);
    });
  });
}
