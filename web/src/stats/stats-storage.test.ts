import { emptyPlayerStats, initialScore, type PlayerStats } from '@bluffle/shared-schema';
import { memoryStorage } from '../storage/key-value-storage';
import {
  loadStats,
  migrateStats,
  recordGameInStats,
  saveStats,
  statsKey,
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
    { isReal: true, isCorrect: true, difficulty: 'hard' as const },
    { isReal: false, isCorrect: true, difficulty: 'easy' as const },
    { isReal: false, isCorrect: false, difficulty: 'medium' as const },
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
  it('fills the fields a version-1 record lacks with their empty values and keeps the rest', () => {
    const versionOne = { totalGames: 4, totalCorrect: 11, bestStreak: 3, averageScore: 5.5, xp: 220 };
    const stats = migrateStats(versionOne);
    expect(Object.keys(stats).sort()).toEqual(Object.keys(emptyPlayerStats()).sort());
    expect(Object.keys(stats)).toHaveLength(23);
    expect(stats).toMatchObject(versionOne);
    expect(stats.fakeWordPrecision).toBe(0);
    expect(stats.level).toBe(emptyPlayerStats().level);
  });

  it('reads a version-2 record from its stats field', () => {
    const stats: PlayerStats = { ...emptyPlayerStats(), totalGames: 7, bestScore: 12 };
    expect(migrateStats({ version: 2, stats })).toEqual(stats);
  });

  it('drops values that are not finite, non-negative numbers', () => {
    const stats = migrateStats({ totalGames: '3', xp: Number.NaN, bestStreak: -2, totalScore: 9 });
    expect(stats.totalGames).toBe(0);
    expect(stats.xp).toBe(0);
    expect(stats.bestStreak).toBe(0);
    expect(stats.totalScore).toBe(9);
  });

  it('gives empty stats for anything that is not an object', () => {
    expect(migrateStats(null)).toEqual(emptyPlayerStats());
    expect(migrateStats('stats')).toEqual(emptyPlayerStats());
  });
});

describe('loading and saving', () => {
  it('returns empty stats for a player who never played', () => {
    expect(loadStats(memoryStorage(), null)).toEqual(emptyPlayerStats());
  });

  it('round-trips stats with the current version', () => {
    const storage = memoryStorage();
    const stats: PlayerStats = { ...emptyPlayerStats(), totalGames: 2, totalScore: 8 };
    saveStats(storage, 'ada', stats);
    expect(JSON.parse(storage.getItem(statsKey('ada')) ?? '{}')).toEqual({ version: STATS_VERSION, stats });
    expect(loadStats(storage, 'ada')).toEqual(stats);
    expect(loadStats(storage, null)).toEqual(emptyPlayerStats());
  });

  it('migrates a version-1 record found in storage', () => {
    const storage = memoryStorage([[statsKey(null), JSON.stringify({ totalGames: 3, bestScore: 10 })]]);
    expect(loadStats(storage, null)).toMatchObject({ totalGames: 3, bestScore: 10, realWordsPlayed: 0 });
  });

  it('starts over instead of crashing on a corrupt record', () => {
    const storage = memoryStorage([[statsKey(null), '{not json']]);
    expect(loadStats(storage, null)).toEqual(emptyPlayerStats());
  });
});

describe('recordGameInStats', () => {
  it('adds a finished game to the stored stats and saves them', () => {
    const storage = memoryStorage();
    recordGameInStats(storage, null, wonGame);
    const after = recordGameInStats(storage, null, wonGame);
    expect(after.totalGames).toBe(2);
    expect(after.totalCorrect).toBe(4);
    expect(after.totalScore).toBe(6);
    expect(after.realWordsPlayed).toBe(2);
    expect(after.fakeWordsIncorrect).toBe(2);
    expect(after.hardRealWordsCorrect).toBe(2);
    expect(loadStats(storage, null)).toEqual(after);
  });

  it('keeps other users untouched', () => {
    const storage = memoryStorage();
    recordGameInStats(storage, 'ada', wonGame);
    expect(loadStats(storage, 'grace')).toEqual(emptyPlayerStats());
  });
});
