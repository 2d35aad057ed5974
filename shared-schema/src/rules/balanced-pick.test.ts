import { canPickBalanced, pickBalanced } from './balanced-pick';
import { createSeededRandom } from './random';

const words = (reals: number, fakes: number) => [
  ...Array.from({ length: reals }, (_, index) => ({ id: `r${index}`, isReal: true })),
  ...Array.from({ length: fakes }, (_, index) => ({ id: `f${index}`, isReal: false })),
];
const realsIn = (picked: { isReal: boolean }[]) => picked.filter((word) => word.isReal).length;

describe('pickBalanced', () => {
  it('splits five as three and two, either way round, with no word twice', () => {
    const splits = new Set<number>();
    for (let seed = 1; seed <= 40; seed += 1) {
      const picked = pickBalanced(words(10, 10), 5, createSeededRandom(seed));
      expect(picked).toHaveLength(5);
      expect(new Set(picked.map((word) => word.id)).size).toBe(5);
      splits.add(realsIn(picked));
    }
    expect([...splits].sort()).toEqual([2, 3]);
  });

  it('splits an even count evenly', () => {
    expect(realsIn(pickBalanced(words(10, 10), 4, createSeededRandom(7)))).toBe(2);
  });

  it('fills from the other kind when one runs short, and returns what there is when the pool is small', () => {
    expect(realsIn(pickBalanced(words(1, 10), 5, createSeededRandom(3)))).toBe(1);
    expect(realsIn(pickBalanced(words(10, 0), 5, createSeededRandom(3)))).toBe(5);
    expect(pickBalanced(words(1, 2), 5, createSeededRandom(3))).toHaveLength(3);
  });

  it('mixes the order, so the kinds do not come in blocks', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 20; seed += 1) {
      orders.add(
        pickBalanced(words(10, 10), 5, createSeededRandom(seed))
          .map((word) => (word.isReal ? 'R' : 'F'))
          .join(''),
      );
    }
    expect(orders.size).toBeGreaterThan(3);
  });
});

describe('canPickBalanced', () => {
  const words = (reals: number, fakes: number) => [
    ...Array.from({ length: reals }, () => ({ isReal: true })),
    ...Array.from({ length: fakes }, () => ({ isReal: false })),
  ];

  it('needs enough words and the smaller half of the count of each kind', () => {
    expect(canPickBalanced(words(2, 3), 5)).toBe(true);
    expect(canPickBalanced(words(1, 10), 5)).toBe(false);
    expect(canPickBalanced(words(10, 1), 5)).toBe(false);
    expect(canPickBalanced(words(2, 2), 5)).toBe(false);
  });
});
