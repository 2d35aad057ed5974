import { emptyPlayerStats, type UserStatsView } from '@bluffle/shared-schema';
import { hasServerGames, mergeServerStats } from './server-stats';

const serverStats: UserStatsView = {
  totalGamesPlayed: 4,
  totalCorrectAnswers: 12,
  totalIncorrectAnswers: 8,
  bestStreak: 5,
  totalScore: 30,
  bestScore: 14,
  experiencePoints: 300,
  level: 4,
  averageTimePerAnswer: 4200,
  fastAnswers: 6,
  realWordsCorrect: 7,
  fakeWordsCorrect: 5,
  realWordsIncorrect: 3,
  fakeWordsIncorrect: 5,
  totalWordsPlayed: 20,
  hardRealWordsCorrect: 2,
  hardFakeWordsCorrect: 1,
  totalHardWordsPlayed: 6,
};

describe('mergeServerStats', () => {
  it('lets the server win for every field it has and derives the averages from its counters', () => {
    const local = { ...emptyPlayerStats(), totalGames: 9, totalCorrect: 40, bestStreak: 9, xp: 999 };
    const merged = mergeServerStats(local, serverStats);
    expect(merged).toMatchObject({
      totalGames: 4,
      totalCorrect: 12,
      totalIncorrect: 8,
      bestStreak: 5,
      totalScore: 30,
      bestScore: 14,
      xp: 300,
      level: 4,
      fastAnswers: 6,
      averageScore: 7.5,
      realWordsPlayed: 10,
      fakeWordsPlayed: 10,
      totalHardWordsPlayed: 6,
      overallPrecision: 60,
      realWordPrecision: 70,
      fakeWordPrecision: 50,
    });
    expect(Object.keys(merged).sort()).toEqual(Object.keys(emptyPlayerStats()).sort());
  });

  it('knows when the server has no games to offer', () => {
    expect(hasServerGames(serverStats)).toBe(true);
    expect(hasServerGames({ ...serverStats, totalGamesPlayed: 0 })).toBe(false);
    expect(mergeServerStats(emptyPlayerStats(), { ...serverStats, totalGamesPlayed: 0 }).averageScore).toBe(
      0,
    );
  });
});
