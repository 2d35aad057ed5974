// Contract: WordPlayRepository (port.ts), how players called each word, identical for every driver.
import type { Store } from '../../../game-server/src/store/port';

export function describeWordPlayContract(store: () => Store): void {
  describe('word plays', () => {
    it('counts each call of a word and how many said real', async () => {
      await store().wordPlays.record('word-a', true);
      await store().wordPlays.record('word-a', false);
      await store().wordPlays.record('word-a', true);
      await store().wordPlays.record('word-b', false);
      const counts = await store().wordPlays.countsOf(['word-a', 'word-b']);
      expect(counts.get('word-a')).toEqual({ calls: 3, calledReal: 2 });
      expect(counts.get('word-b')).toEqual({ calls: 1, calledReal: 0 });
    });

    it('answers zero for a word never called, and nothing for no words', async () => {
      await store().wordPlays.record('word-a', true);
      const counts = await store().wordPlays.countsOf(['never-called', 'word-a']);
      expect([...counts.entries()]).toEqual([
        ['never-called', { calls: 0, calledReal: 0 }],
        ['word-a', { calls: 1, calledReal: 1 }],
      ]);
      expect((await store().wordPlays.countsOf([])).size).toBe(0);
    });

    it('loses no call when many are recorded at once', async () => {
      await Promise.all(
        Array.from({ length: 40 }, (_, index) => store().wordPlays.record('word-a', index % 4 === 0)),
      );
      expect((await store().wordPlays.countsOf(['word-a'])).get('word-a')).toEqual({
        calls: 40,
        calledReal: 10,
      });
    });
  });
}
