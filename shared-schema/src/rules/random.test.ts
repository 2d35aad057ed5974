import { createSeededRandom, pickOne, randomIndex, shuffle } from './random';

describe('shuffle', () => {
  it('returns a new array with the same items and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffle(items, createSeededRandom(7));
    expect(shuffled).not.toBe(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('is deterministic for the same seed and differs between seeds', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(shuffle(items, createSeededRandom(42))).toEqual(shuffle(items, createSeededRandom(42)));
    expect(shuffle(items, createSeededRandom(42))).not.toEqual(shuffle(items, createSeededRandom(43)));
  });

  it('handles empty and single-item lists', () => {
    expect(shuffle([], createSeededRandom(1))).toEqual([]);
    expect(shuffle(['only'], createSeededRandom(1))).toEqual(['only']);
  });

  it('reaches every permutation of three items', () => {
    const random = createSeededRandom(3);
    const seen = new Set<string>();
    for (let run = 0; run < 300; run += 1) {
      seen.add(shuffle(['a', 'b', 'c'], random).join(''));
    }
    expect(seen.size).toBe(6);
  });
});

describe('pickOne', () => {
  it('throws on an empty list', () => {
    expect(() => pickOne([])).toThrow();
  });

  it('picks by the random source, including its extremes', () => {
    expect(pickOne(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickOne(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pickOne(['a', 'b', 'c'], () => 0.999999)).toBe('c');
    expect(pickOne(['a', 'b', 'c'], () => 1)).toBe('c');
  });
});

describe('createSeededRandom', () => {
  it('produces the same sequence for the same seed, within [0, 1)', () => {
    const first = createSeededRandom(123);
    const second = createSeededRandom(123);
    for (let step = 0; step < 1000; step += 1) {
      const value = first();
      expect(second()).toBe(value);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('spreads values roughly evenly', () => {
    const random = createSeededRandom(99);
    const buckets = new Map<number, number>();
    for (let step = 0; step < 4000; step += 1) {
      const index = randomIndex(4, random);
      buckets.set(index, (buckets.get(index) ?? 0) + 1);
    }
    expect([...buckets.keys()].sort()).toEqual([0, 1, 2, 3]);
    for (const count of buckets.values()) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1200);
    }
  });
});
