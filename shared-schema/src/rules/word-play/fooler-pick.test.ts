import { pickBalanced } from '../balanced-pick';
import { createSeededRandom } from '../random';
import { pickBalancedWithFoolers, provenFoolerRounds } from './fooler-pick';

type Word = { id: string; isReal: boolean };
const words = (prefix: string, reals: number, fakes: number): Word[] =>
  Array.from({ length: reals + fakes }, (_, index) => ({ id: `${prefix}${index}`, isReal: index < reals }));

describe('provenFoolerRounds', () => {
  it('gives two of five rounds to proven foolers, none of a one-round game', () => {
    expect([1, 2, 3, 5, 10].map(provenFoolerRounds)).toEqual([0, 1, 1, 2, 4]);
  });
});

describe('pickBalancedWithFoolers', () => {
  const pool = words('p', 10, 10);

  it('is pickBalanced draw for draw when no word is a proven fooler', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      expect(pickBalancedWithFoolers(pool, [], 5, createSeededRandom(seed))).toEqual(
        pickBalanced(pool, 5, createSeededRandom(seed)),
      );
    }
  });

  it('keeps the REAL/FAKE balance and takes two foolers of five, on every seed', () => {
    const foolers = words('f', 3, 3);
    for (let seed = 1; seed <= 200; seed += 1) {
      const picked = pickBalancedWithFoolers(pool, foolers, 5, createSeededRandom(seed));
      expect(new Set(picked.map((word) => word.id)).size).toBe(5);
      const fakes = picked.filter((word) => !word.isReal).length;
      expect([seed, fakes === 2 || fakes === 3]).toEqual([seed, true]);
      expect([seed, picked.filter((word) => word.id.startsWith('f')).length]).toEqual([seed, 2]);
    }
  });

  it('keeps the balance when every fooler is of one kind (they then take only that kind’s share)', () => {
    const fakeFoolers = words('f', 0, 6);
    for (let seed = 1; seed <= 100; seed += 1) {
      const picked = pickBalancedWithFoolers(pool, fakeFoolers, 5, createSeededRandom(seed));
      const fakes = picked.filter((word) => !word.isReal).length;
      expect(fakes === 2 || fakes === 3).toBe(true);
      expect(picked.filter((word) => word.id.startsWith('f'))).toHaveLength(2);
    }
  });

  it('takes the one fooler there is, and lets spare foolers fill only a kind the pool lacks', () => {
    const one = pickBalancedWithFoolers(pool, words('f', 1, 0), 5, createSeededRandom(7));
    expect(one.filter((word) => word.id.startsWith('f'))).toHaveLength(1);

    // The pool has no fakes: the balance needs the foolers' fakes beyond their two rounds.
    const picked = pickBalancedWithFoolers(words('p', 10, 0), words('f', 0, 4), 5, createSeededRandom(3));
    expect(picked.filter((word) => !word.isReal).length).toBeGreaterThanOrEqual(2);
  });

  it('never repeats a word offered both as a fooler and in the pool', () => {
    const foolers = pool.slice(0, 4);
    for (let seed = 1; seed <= 50; seed += 1) {
      const picked = pickBalancedWithFoolers(pool, foolers, 5, createSeededRandom(seed));
      expect(new Set(picked.map((word) => word.id)).size).toBe(5);
    }
  });

  it('gives what there is when fewer words are offered than a game needs', () => {
    expect(
      pickBalancedWithFoolers(words('p', 1, 0), words('f', 0, 1), 5)
        .map((w) => w.id)
        .sort(),
    ).toEqual(['f0', 'p0']);
  });
});
