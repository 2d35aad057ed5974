// Contract: the wordsmith's word search (port.ts WordRepository.search), identical for every driver.
import type { Store } from '../../../game-server/src/store/port';
import type { NewWord } from '../../../game-server/src/domain/word';
import { newWord } from './fixtures';

const byWord = (words: { word: string }[]) => words.map((word) => word.word);

function contribution(word: string, author: string, overrides: Partial<NewWord> = {}): NewWord {
  return newWord({ word, source: 'wordsmith', createdBy: author, status: 'pending', ...overrides });
}

export function describeWordSearchContract(store: () => Store): void {
  describe('search', () => {
    it('puts words starting with the text first, then words containing it, each alphabetical', async () => {
      await store().words.createMany([
        newWord({ word: 'Hearth' }),
        newWord({ word: 'earthen' }),
        newWord({ word: 'unearth' }),
        newWord({ word: 'Earth' }),
        newWord({ word: 'dearth' }),
        newWord({ word: 'earth', wordClass: 'verb' }),
        newWord({ word: 'moon' }),
      ]);
      const found = await store().words.search({ text: 'EARTH', limit: 20, viewerId: 'smith-1' });
      expect(found.map((word) => [word.word, word.wordClass])).toEqual([
        ['Earth', 'noun'],
        ['earth', 'verb'],
        ['earthen', 'noun'],
        ['dearth', 'noun'],
        ['Hearth', 'noun'],
        ['unearth', 'noun'],
      ]);
    });

    it('a word starting with the text and containing it again is listed once, among those starting with it', async () => {
      await store().words.createMany([newWord({ word: 'tartar' }), newWord({ word: 'startart' })]);
      const found = await store().words.search({ text: 'tar', limit: 20, viewerId: 'smith-1' });
      expect(byWord(found)).toEqual(['tartar', 'startart']);
    });

    it('shows approved words and the viewer’s own in any state, never another author’s unapproved ones', async () => {
      const [, mine, theirs, theirsApproved, mineRejected] = (
        await store().words.createMany([
          newWord({ word: 'bank-word' }),
          contribution('bank-mine', 'smith-1'),
          contribution('bank-theirs', 'smith-2'),
          contribution('bank-theirs-approved', 'smith-2'),
          contribution('bank-mine-rejected', 'smith-1'),
        ])
      ).created;
      await store().words.review(theirsApproved!.id, { status: 'approved' });
      await store().words.review(mineRejected!.id, { status: 'rejected', reason: 'No.' });
      const found = await store().words.search({ text: 'bank', limit: 20, viewerId: 'smith-1' });
      expect(byWord(found)).toEqual(['bank-mine', 'bank-mine-rejected', 'bank-theirs-approved', 'bank-word']);
      expect(found.find((word) => word.id === mine!.id)).toMatchObject({ status: 'pending' });
      const theirView = await store().words.search({ text: 'bank', limit: 20, viewerId: 'smith-2' });
      expect(byWord(theirView)).toEqual(['bank-theirs', 'bank-theirs-approved', 'bank-word']);
      expect(theirView.map((word) => word.id)).toContain(theirs!.id);
    });

    it('a blank text matches every visible word, alphabetically, up to the limit', async () => {
      await store().words.createMany([
        newWord({ word: 'cobalt' }),
        newWord({ word: 'Amber' }),
        contribution('azure', 'smith-2'),
        newWord({ word: 'beige' }),
      ]);
      expect(byWord(await store().words.search({ text: '  ', limit: 20, viewerId: 'smith-1' }))).toEqual([
        'Amber',
        'beige',
        'cobalt',
      ]);
      expect(byWord(await store().words.search({ text: '', limit: 2, viewerId: 'smith-1' }))).toEqual([
        'Amber',
        'beige',
      ]);
    });

    it('stops at the limit across both groups, starting words first', async () => {
      await store().words.createMany([
        newWord({ word: 'rain' }),
        newWord({ word: 'rainbow' }),
        newWord({ word: 'brain' }),
        newWord({ word: 'drain' }),
        newWord({ word: 'grain' }),
      ]);
      expect(byWord(await store().words.search({ text: 'rain', limit: 1, viewerId: 'x' }))).toEqual(['rain']);
      expect(byWord(await store().words.search({ text: 'rain', limit: 3, viewerId: 'x' }))).toEqual([
        'rain',
        'rainbow',
        'brain',
      ]);
    });

    it('filters by language when asked, and matches the text literally', async () => {
      await store().words.createMany([
        newWord({ word: 'bahay', language: 'filipino' }),
        newWord({ word: 'bahay', language: 'english' }),
        newWord({ word: 'a.b*c' }),
        newWord({ word: 'axbxc' }),
      ]);
      const filipino = await store().words.search({
        text: 'bahay',
        limit: 20,
        language: 'filipino',
        viewerId: 'x',
      });
      expect(filipino.map((word) => word.language)).toEqual(['filipino']);
      expect(await store().words.search({ text: 'bahay', limit: 20, viewerId: 'x' })).toHaveLength(2);
      expect(byWord(await store().words.search({ text: '.b*', limit: 20, viewerId: 'x' }))).toEqual([
        'a.b*c',
      ]);
      expect(await store().words.search({ text: 'kiwi', limit: 20, viewerId: 'x' })).toEqual([]);
    });
  });
}
