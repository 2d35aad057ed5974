import { cryptoRandom } from './random-source';

describe('cryptoRandom', () => {
  it('draws numbers in [0, 1) across many refills of its pool, none repeated', () => {
    const drawn = Array.from({ length: 5000 }, () => cryptoRandom());
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('spreads its numbers evenly (each tenth of [0, 1) gets 8-12% of 20,000 draws)', () => {
    const tenths = new Array<number>(10).fill(0);
    for (let draw = 0; draw < 20_000; draw += 1) tenths[Math.floor(cryptoRandom() * 10)]! += 1;
    for (const count of tenths) expect(count / 20_000).toBeGreaterThan(0.08);
    for (const count of tenths) expect(count / 20_000).toBeLessThan(0.12);
  });
});
