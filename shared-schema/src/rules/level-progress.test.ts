import { levelChangeOf, levelProgressOf, xpGainedBy } from './level-progress';

describe('levelProgressOf', () => {
  it('puts a new player at the start of level 1 with the whole level to go', () => {
    expect(levelProgressOf(0)).toEqual({
      level: 1,
      xpIntoLevel: 0,
      xpPerLevel: 100,
      xpToNextLevel: 100,
      percent: 0,
    });
  });

  it('tells the XP into the level and what is left to the next', () => {
    expect(levelProgressOf(250)).toMatchObject({ level: 3, xpIntoLevel: 50, xpToNextLevel: 50, percent: 50 });
    expect(levelProgressOf(199)).toMatchObject({ level: 2, xpIntoLevel: 99, xpToNextLevel: 1, percent: 99 });
  });

  it('starts the bar empty again on reaching a level', () => {
    expect(levelProgressOf(300)).toMatchObject({ level: 4, xpIntoLevel: 0, xpToNextLevel: 100, percent: 0 });
  });

  it('reads negative or fractional XP as a whole, non-negative amount', () => {
    expect(levelProgressOf(-40)).toMatchObject({ level: 1, xpIntoLevel: 0 });
    expect(levelProgressOf(120.9)).toMatchObject({ level: 2, xpIntoLevel: 20 });
  });
});

describe('xpGainedBy', () => {
  it("is the summary's XP for a counted game", () => {
    expect(xpGainedBy({ xpEarned: 120, isPractice: false })).toBe(120);
  });

  it('is nothing for a practice replay', () => {
    expect(xpGainedBy({ xpEarned: 120, isPractice: true })).toBe(0);
  });
});

describe('levelChangeOf', () => {
  it('sees a level up when the game crossed a boundary', () => {
    expect(levelChangeOf(130, 60)).toMatchObject({
      xpGained: 60,
      levelBefore: 1,
      isLevelUp: true,
      progress: { level: 2, xpIntoLevel: 30 },
    });
  });

  it('counts landing exactly on a boundary as a level up', () => {
    expect(levelChangeOf(200, 40)).toMatchObject({ levelBefore: 2, isLevelUp: true, progress: { level: 3 } });
  });

  it('sees none within a level, or when nothing was gained', () => {
    expect(levelChangeOf(180, 60)).toMatchObject({ levelBefore: 2, isLevelUp: false });
    expect(levelChangeOf(200, 0)).toMatchObject({ levelBefore: 3, isLevelUp: false });
  });
});
