// Contract: WordPlayRepository (port.ts), how players called each word and what that makes of it (:
// the bank learns from play), identical for every driver.
import { PROVEN_CALLS } from '@bluffle/shared-schema';
import type { Store } from '../../../game-server/src/store/port';
import type { StoredWord } from '../../../game-server/src/domain/word';
import type { WordCallTally } from '../../../game-server/src/domain/word-play';
import type { WriteRaceTest } from './drivers';
import { manyWords, newWord } from './fixtures';

export function describeWordPlayContract(
  store: () => Store,
  reopen: () => Promise<Store>,
  writeRace: WriteRaceTest,
): void {
  describe('word plays', () => {
    /** Stores `words` and returns them by their text. */
    async function stored(...words: ReturnType<typeof newWord>[]): Promise<Map<string, StoredWord>> {
      const { created } = await store().words.createMany(words);
      return new Map(created.map((word) => [word.word, word]));
    }
    const tally = (word: StoredWord, calls: number, calledReal: number): WordCallTally => ({
      wordId: word.id,
      calls,
      calledReal,
    });
    /** A FAKE word `fooled` times called real in `calls` calls. */
    const fooling = (word: StoredWord, calls: number, fooled: number) =>
      tally(word, calls, word.isReal ? calls - fooled : fooled);

    it('adds each batch to its words, skips an id of no word, and answers zero for a word never called', async () => {
      const words = await stored(
        newWord({ word: 'alpha' }),
        newWord({ word: 'beta' }),
        newWord({ word: 'gamma' }),
      );
      const [alpha, beta, gamma] = ['alpha', 'beta', 'gamma'].map((text) => words.get(text)!);
      await store().wordPlays.recordMany([
        tally(alpha!, 3, 2),
        tally(beta!, 1, 0),
        { wordId: 'no-such-word', calls: 4, calledReal: 4 },
      ]);
      await store().wordPlays.recordMany([tally(alpha!, 2, 1)]);
      await store().wordPlays.recordMany([]);
      const counts = await store().wordPlays.countsOf([alpha!.id, beta!.id, gamma!.id, 'no-such-word']);
      expect([...counts.entries()]).toEqual([
        [alpha!.id, { calls: 5, calledReal: 3 }],
        [beta!.id, { calls: 1, calledReal: 0 }],
        [gamma!.id, { calls: 0, calledReal: 0 }],
        ['no-such-word', { calls: 0, calledReal: 0 }],
      ]);
      expect((await store().wordPlays.countsOf([])).size).toBe(0);
    });

    writeRace(
      'loses no call when many batches are written at once, and keeps them across a restart',
      async () => {
        const words = await stored(newWord({ word: 'alpha' }));
        const alpha = words.get('alpha')!;
        await Promise.all(
          Array.from({ length: 40 }, (_, index) =>
            store().wordPlays.recordMany([tally(alpha, 1, index % 4 === 0 ? 1 : 0)]),
          ),
        );
        expect((await store().wordPlays.countsOf([alpha.id])).get(alpha.id)).toEqual({
          calls: 40,
          calledReal: 10,
        });
        const reopened = await reopen();
        expect((await reopened.wordPlays.countsOf([alpha.id])).get(alpha.id)).toEqual({
          calls: 40,
          calledReal: 10,
        });
      },
    );

    it("regrades a proven word's difficulty from its fool rate, and says which words it regraded", async () => {
      const words = await stored(
        newWord({ word: 'sly', isReal: false, difficulty: 'easy' }),
        newWord({ word: 'plain', isReal: true, difficulty: 'medium' }),
        newWord({ word: 'young', isReal: false, difficulty: 'easy' }),
      );
      const [sly, plain, young] = ['sly', 'plain', 'young'].map((text) => words.get(text)!);
      // Read once first, so a cache in front holds the authored difficulty.
      expect((await store().words.findById(sly!.id))?.difficulty).toBe('easy');
      const { regradedIds } = await store().wordPlays.recordMany([
        fooling(sly!, PROVEN_CALLS, PROVEN_CALLS / 2), // 50%: hard
        fooling(plain!, PROVEN_CALLS, 9), // 30%: medium, as authored
        fooling(young!, PROVEN_CALLS - 1, PROVEN_CALLS - 1), // unproven: stays easy
      ]);
      expect(regradedIds).toEqual([sly!.id]);
      const read = await store().words.findByIds([sly!.id, plain!.id, young!.id]);
      expect(read.map((word) => [word.word, word.difficulty])).toEqual([
        ['sly', 'hard'],
        ['plain', 'medium'],
        ['young', 'easy'],
      ]);
    });

    it('takes a proven word almost nobody is fooled by out of play: not sampled, not a daily five candidate', async () => {
      const words = await stored(...manyWords(6, { isReal: false }));
      const retired = words.get('word-0')!;
      await store().wordPlays.recordMany([
        fooling(retired, PROVEN_CALLS, 1),
        fooling(words.get('word-1')!, PROVEN_CALLS, 2),
      ]);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const sample = await store().words.sample({ language: 'english', count: 10 });
        expect(sample.map((word) => word.word).sort()).toEqual([
          'word-1',
          'word-2',
          'word-3',
          'word-4',
          'word-5',
        ]);
      }
      const candidates = await store().dailyFiveSets.candidates('english');
      expect(candidates.map((candidate) => candidate.word).sort()).toEqual([
        'word-1',
        'word-2',
        'word-3',
        'word-4',
        'word-5',
      ]);
      // Still a word: found by id (a game that holds it plays on) and listed for the admin.
      expect((await store().words.findById(retired.id))?.word).toBe('word-0');
      const listed = await store().words.list({ limit: 10, offset: 0, retired: 'only' });
      expect(listed).toEqual({ words: [expect.objectContaining({ id: retired.id })], total: 1 });
    });

    it('samples the proven foolers alone when asked, and marks them among the daily five candidates', async () => {
      const words = await stored(...manyWords(6));
      const fooler = words.get('word-2')!;
      const notYet = words.get('word-3')!;
      await store().wordPlays.recordMany([fooling(fooler, PROVEN_CALLS, 12), fooling(notYet, 5, 5)]);
      const foolers = await store().words.sample({ language: 'english', count: 4, provenFoolersOnly: true });
      expect(foolers.map((word) => word.id)).toEqual([fooler.id]);
      expect(
        await store().words.sample({
          language: 'english',
          count: 4,
          provenFoolersOnly: true,
          excludeIds: [fooler.id],
        }),
      ).toEqual([]);
      expect(await store().words.sample({ language: 'filipino', count: 4, provenFoolersOnly: true })).toEqual(
        [],
      );
      const candidates = await store().dailyFiveSets.candidates('english');
      expect(
        candidates.filter((candidate) => candidate.isProvenFooler).map((candidate) => candidate.id),
      ).toEqual([fooler.id]);
    });

    describe('the word list by fool rate and calls', () => {
      /** word-0 … word-4 (newest last) with fool rates 0.5, 0.1, none, 0.8, 0.25 over 10, 20, 0, 5, 40 calls. */
      async function calledWords(): Promise<Map<string, StoredWord>> {
        const words = await stored(...manyWords(5, { isReal: false }));
        const of = (text: string) => words.get(text)!;
        await store().wordPlays.recordMany([
          fooling(of('word-0'), 10, 5),
          fooling(of('word-1'), 20, 2),
          fooling(of('word-3'), 5, 4),
          fooling(of('word-4'), 40, 10),
        ]);
        return words;
      }
      const texts = (page: { words: StoredWord[] }) => page.words.map((word) => word.word);

      it('sorts by fool rate either way, words never called last, and pages through that order', async () => {
        await calledWords();
        const high = await store().words.list({ limit: 10, offset: 0, order: 'fool-rate-high' });
        expect(texts(high)).toEqual(['word-3', 'word-0', 'word-4', 'word-1', 'word-2']);
        expect(high.total).toBe(5);
        const low = await store().words.list({ limit: 10, offset: 0, order: 'fool-rate-low' });
        expect(texts(low)).toEqual(['word-1', 'word-4', 'word-0', 'word-3', 'word-2']);
        const pages = [0, 2, 4].map((offset) =>
          store().words.list({ limit: 2, offset, order: 'fool-rate-low' }),
        );
        expect((await Promise.all(pages)).flatMap(texts)).toEqual(texts(low));
      });

      it('sorts by calls either way, ties newest first', async () => {
        await calledWords();
        expect(texts(await store().words.list({ limit: 10, offset: 0, order: 'calls-high' }))).toEqual([
          'word-4',
          'word-1',
          'word-0',
          'word-3',
          'word-2',
        ]);
        expect(texts(await store().words.list({ limit: 10, offset: 0, order: 'calls-low' }))).toEqual([
          'word-2',
          'word-3',
          'word-0',
          'word-1',
          'word-4',
        ]);
      });

      it('filters by calls and by a fool rate range (a word never called has none), with the total', async () => {
        await calledWords();
        const proven = await store().words.list({ limit: 10, offset: 0, minCalls: 10, order: 'calls-high' });
        expect(proven).toMatchObject({ total: 3 });
        expect(texts(proven)).toEqual(['word-4', 'word-1', 'word-0']);
        const middling = await store().words.list({
          limit: 10,
          offset: 0,
          minFoolRate: 0.25,
          maxFoolRate: 0.5,
          order: 'fool-rate-high',
        });
        expect(texts(middling)).toEqual(['word-0', 'word-4']);
        expect(middling.total).toBe(2);
        const inPlay = await store().words.list({
          limit: 10,
          offset: 0,
          retired: 'exclude',
          search: 'WORD-1',
        });
        expect(texts(inPlay)).toEqual(['word-1']);
      });
    });
  });
}
