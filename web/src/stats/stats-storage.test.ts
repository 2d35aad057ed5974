import { emptyPlayerStats, initialScore, withDerivedStats, type PlayerStats } from '@bluffle/shared-schema';
import { memoryStorage } from '../storage/key-value-storage';
import {
  emptyLocalStats,
  loadStats,
  migrateStats,
  recordGameInStats,
  saveStats,
  statsKey,
  statsOnShow,
  STATS_VERSION,
} from './stats-storage';

const wonGame = {
  score: {
    ...initialScore(),
    correct: 2,
    incorrect: 1,
    fastAnswers: 1,
    streak: 2,
    bestStreak: 2,
    totalScore: 3,
  },
  answers: [
    { isReal: true, isCorrect: true, difficulty: 'hard' as const, timeSpent: 2000 },
    { isReal: false, isCorrect: true, difficulty: 'easy' as const, timeSpent: 4000 },
    { isReal: false, isCorrect: false, difficulty: 'medium' as const, timeSpent: 6000 },
  ],
};

describe('stats keys', () => {
  it('keeps each user under their own key and guests under the guest key', () => {
    expect(statsKey('user-1')).not.toBe(statsKey('user-2'));
    expect(statsKey(null)).toBe(statsKey(undefined));
    expect(statsKey('  ')).toBe(statsKey(null));
  });
});

describe('migrateStats', () => {
  it('reads a version-1 record under its spec §3 names, with missing fields empty and no offline games', () => {
    const versionOne = { totalGames: 4, totalCorrect: 11, bestStreak: 3, totalScore: 22, xp: 220 };
    const { serverJudged, offline } = migrateStats(versionOne);
    expect(Object.keys(serverJudged).sort()).toEqual(Object.keys(emptyPlayerStats()).sort());
    expect(serverJudged).toMatchObject({
      totalGamesPlayed: 4,
      totalCorrectAnswers: 11,
      bestStreak: 3,
      totalScore: 22,
      experiencePoints: 220,
      averageScore: 5.5,
      level: 3,
      fakeWordPrecision: 0,
    });
    expect(offline).toEqual(emptyPlayerStats());
  });

  it('reads a version-2 record from its stats field', () => {
    const versionTwo = { version: 2, stats: { totalGames: 7, totalIncorrect: 5, bestScore: 12 } };
    expect(migrateStats(versionTwo).serverJudged).toMatchObject({
      totalGamesPlayed: 7,
      totalIncorrectAnswers: 5,
      bestScore: 12,
    });
  });

  it('reads both tallies of a current record', () => {
    const serverJudged: PlayerStats = withDerivedStats({
      ...emptyPlayerStats(),
      totalGamesPlayed: 7,
      totalScore: 21,
    });
    const offline: PlayerStats = withDerivedStats({
      ...emptyPlayerStats(),
      totalGamesPlayed: 1,
      totalScore: 4,
    });
    expect(migrateStats({ version: STATS_VERSION, serverJudged, offline })).toEqual({
      serverJudged,
      offline,
    });
  });

  it('drops values that are not finite, non-negative numbers', () => {
    const { serverJudged } = migrateStats({ totalGames: '3', xp: Number.NaN, bestStreak: -2, totalScore: 9 });
    expect(serverJudged.totalGamesPlayed).toBe(0);
    expect(serverJudged.experiencePoints).toBe(0);
    expect(serverJudged.bestStreak).toBe(0);
    expect(serverJudged.totalScore).toBe(9);
  });

  it('gives empty stats for anything that is not an object', () => {
    expect(migrateStats(null)).toEqual(emptyLocalStats());
    expect(migrateStats('stats')).toEqual(emptyLocalStats());
  });
});

describe('loading and saving', () => {
  it('returns empty stats for a player who never played', () => {
    expect(loadStats(memoryStorage(), null)).toEqual(emptyLocalStats());
  });

  it('round-trips both tallies with the current version', () => {
    const storage = memoryStorage();
    const stats = {
      serverJudged: withDerivedStats({ ...emptyPlayerStats(), totalGamesPlayed: 2, totalScore: 8 }),
      offline: withDerivedStats({ ...emptyPlayerStats(), totalGamesPlayed: 1, totalScore: 3 }),
    };
    saveStats(storage, 'ada', stats);
    expect(JSON.parse(storage.getItem(statsKey('ada')) ?? '{}')).toEqual({
      version: STATS_VERSION,
      ...stats,
    });
    expect(loadStats(storage, 'ada')).toEqual(stats);
    expect(loadStats(storage, null)).toEqual(emptyLocalStats());
  });

  it('migrates a version-1 record found in storage', () => {
    const storage = memoryStorage([[statsKey(null), JSON.stringify({ totalGames: 3, bestScore: 10 })]]);
    expect(loadStats(storage, null).serverJudged).toMatchObject({
      totalGamesPlayed: 3,
      bestScore: 10,
      realWordsPlayed: 0,
    });
  });

  it('starts over instead of crashing on a corrupt record', () => {
    const storage = memoryStorage([[statsKey(null), '{not json']]);
    expect(loadStats(storage, null)).toEqual(emptyLocalStats());
  });
});

describe('recordGameInStats', () => {
  it('adds a finished game to the tally of its judge and saves it', () => {
    const storage = memoryStorage();
    recordGameInStats(storage, null, wonGame, 'server');
    const after = recordGameInStats(storage, null, wonGame, 'offline');
    expect(after.serverJudged.totalGamesPlayed).toBe(1);
    expect(after.offline.totalGamesPlayed).toBe(1);
    expect(statsOnShow(after)).toMatchObject({
      totalGamesPlayed: 2,
      totalCorrectAnswers: 4,
      totalScore: 6,
      realWordsPlayed: 2,
      fakeWordsIncorrect: 2,
      hardRealWordsCorrect: 2,
      averageTimePerAnswer: 4000,
    });
    expect(loadStats(storage, null)).toEqual(after);
  });

  it('keeps other users untouched', () => {
    const storage = memoryStorage();
    recordGameInStats(storage, 'ada', wonGame, 'offline');
    expect(loadStats(storage, 'grace')).toEqual(emptyLocalStats());
  });
});
