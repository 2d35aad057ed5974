import {
  applyGameToStats,
  emptyPlayerStats,
  initialScore,
  withDerivedStats,
  type PlayerStats,
} from '@bluffle/shared-schema';
import { hasServerGames, mergeServerStats } from './server-stats';
import { statsOnShow, type LocalStats } from './stats-storage';

const serverStats: PlayerStats = withDerivedStats({
  totalGamesPlayed: 4,
  totalCorrectAnswers: 12,
  totalIncorrectAnswers: 8,
  bestStreak: 5,
  totalScore: 30,
  bestScore: 14,
  experiencePoints: 300,
  fastAnswers: 6,
  totalTimeSpentMs: 84_000,
  realWordsCorrect: 7,
  fakeWordsCorrect: 5,
  realWordsIncorrect: 3,
  fakeWordsIncorrect: 5,
  totalWordsPlayed: 20,
  hardRealWordsCorrect: 2,
  hardFakeWordsCorrect: 1,
  totalHardWordsPlayed: 6,
});

const offlineGame = {
  score: { ...initialScore(), correct: 2, incorrect: 1, streak: 2, bestStreak: 2, totalScore: 2 },
  answers: [
    { isReal: true, isCorrect: true, difficulty: 'easy' as const, timeSpent: 4000 },
    { isReal: false, isCorrect: true, difficulty: 'hard' as const, timeSpent: 4000 },
    { isReal: false, isCorrect: false, difficulty: 'easy' as const, timeSpent: 4000 },
  ],
};

describe('mergeServerStats', () => {
  it("puts the server's stats in place of the server-judged tally", () => {
    const local: LocalStats = {
      serverJudged: { ...emptyPlayerStats(), totalGamesPlayed: 9, totalCorrectAnswers: 40, bestStreak: 9 },
      offline: emptyPlayerStats(),
    };
    const merged = mergeServerStats(local, serverStats);
    expect(merged.serverJudged).toEqual(serverStats);
    expect(statsOnShow(merged)).toEqual(serverStats);
  });

  it('keeps the games judged offline on top of the server numbers (the server never saw them)', () => {
    const offline = applyGameToStats(emptyPlayerStats(), offlineGame);
    const merged = mergeServerStats({ serverJudged: emptyPlayerStats(), offline }, serverStats);
    expect(merged.offline).toEqual(offline);
    expect(statsOnShow(merged)).toMatchObject({
      totalGamesPlayed: 5,
      totalCorrectAnswers: 14,
      totalScore: 32,
      experiencePoints: 320,
      level: 4,
      totalWordsPlayed: 23,
      averageTimePerAnswer: 4174,
    });
  });

  it('reads a field an older server leaves out as 0', () => {
    const { totalTimeSpentMs: _time, ...older } = serverStats;
    const merged = mergeServerStats(
      { serverJudged: emptyPlayerStats(), offline: emptyPlayerStats() },
      older as PlayerStats,
    );
    expect(merged.serverJudged).toEqual({ ...serverStats, totalTimeSpentMs: 0, averageTimePerAnswer: 0 });
  });

  it('knows when the server has no games to offer', () => {
    expect(hasServerGames(serverStats)).toBe(true);
    expect(hasServerGames({ ...serverStats, totalGamesPlayed: 0 })).toBe(false);
  });
});
