import { emptyPlayerStats, withDerivedStats, type PlayerStats } from '@bluffle/shared-schema';
import { memoryStorage } from '../storage/key-value-storage';
import { emptyLocalStats, migrateStats, statsKey, statsPersistStorage } from './stats-storage';

// The shapes a stored stats record has had, read today. The store's own round trips (and a migration as a
// returning player meets it) are pinned in stats-store.test.ts.

describe('stats keys', () => {
  it('keeps each user under their own key and guests under the guest key', () => {
    expect(statsKey('user-1')).not.toBe(statsKey('user-2'));
    expect(statsKey(null)).toBe(statsKey(undefined));
    expect(statsKey('  ')).toBe(statsKey(null));
  });
});

describe('migrateStats', () => {
  it('reads a version-1 record under its docs/product.md §3 names, with missing fields empty and no offline games', () => {
    const versionOne = { totalGames: 4, totalCorrect: 11, bestStreak: 3, totalScore: 22, xp: 220 };
    const { serverJudged, offline } = migrateStats(versionOne, 1);
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
    expect(migrateStats(versionTwo, 2).serverJudged).toMatchObject({
      totalGamesPlayed: 7,
      totalIncorrectAnswers: 5,
      bestScore: 12,
    });
  });

  it('reads both tallies of a version-3 record', () => {
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
    expect(migrateStats({ version: 3, serverJudged, offline }, 3)).toEqual({
      serverJudged,
      offline,
    });
  });

  it('drops values that are not finite, non-negative numbers', () => {
    const { serverJudged } = migrateStats(
      { totalGames: '3', xp: Number.NaN, bestStreak: -2, totalScore: 9 },
      1,
    );
    expect(serverJudged.totalGamesPlayed).toBe(0);
    expect(serverJudged.experiencePoints).toBe(0);
    expect(serverJudged.bestStreak).toBe(0);
    expect(serverJudged.totalScore).toBe(9);
  });

  it('gives empty stats for anything that is not an object', () => {
    expect(migrateStats(null, 1)).toEqual(emptyLocalStats());
    expect(migrateStats('stats', 3)).toEqual(emptyLocalStats());
  });
});

describe('statsPersistStorage', () => {
  const tallies = {
    serverJudged: withDerivedStats({ ...emptyPlayerStats(), totalGamesPlayed: 2, totalScore: 8 }),
    offline: withDerivedStats({ ...emptyPlayerStats(), totalGamesPlayed: 1, totalScore: 3 }),
  };

  it("writes persist's record and reads it back as it is", () => {
    const storage = memoryStorage();
    statsPersistStorage(storage).setItem(statsKey('ada'), { state: tallies, version: 4 });
    expect(JSON.parse(storage.getItem(statsKey('ada')) ?? '{}')).toEqual({ state: tallies, version: 4 });
    expect(statsPersistStorage(storage).getItem(statsKey('ada'))).toEqual({ state: tallies, version: 4 });
  });

  it('reads a record written before persist as the state at the version it carries, a bare one as 1', () => {
    const stored = (record: unknown) =>
      statsPersistStorage(memoryStorage([['key', JSON.stringify(record)]])).getItem('key');
    expect(stored({ version: 3, ...tallies })).toEqual({ state: { version: 3, ...tallies }, version: 3 });
    expect(stored({ version: 2, stats: { totalGames: 7 } })).toEqual({
      state: { version: 2, stats: { totalGames: 7 } },
      version: 2,
    });
    expect(stored({ totalGames: 3 })).toEqual({ state: { totalGames: 3 }, version: 1 });
  });

  it('reads nothing where there is no record, a corrupt one or one that is not an object', () => {
    expect(statsPersistStorage(memoryStorage()).getItem('key')).toBeNull();
    expect(statsPersistStorage(memoryStorage([['key', '{not json']])).getItem('key')).toBeNull();
    expect(statsPersistStorage(memoryStorage([['key', '7']])).getItem('key')).toBeNull();
  });
});
