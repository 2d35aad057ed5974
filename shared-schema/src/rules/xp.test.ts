import { levelForXp, xpForScore } from './xp';

describe('xpForScore', () => {
  it('gives ten XP per point', () => {
    expect(xpForScore(0)).toBe(0);
    expect(xpForScore(7)).toBe(70);
    expect(xpForScore(16)).toBe(160);
  });
});

describe('levelForXp', () => {
  it('starts at level 1 and goes up every 100 XP', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(250)).toBe(3);
    expect(levelForXp(1000)).toBe(11);
  });

  it('never goes below level 1', () => {
    expect(levelForXp(-50)).toBe(1);
  });
});
