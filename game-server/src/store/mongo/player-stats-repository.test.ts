// How the driver reads documents saved before stats had one shape, checked offline (the contract suite
// covers the rest over the MongoDB wire protocol, tests/store/contract/drivers.ts).
import { emptyPlayerStats, withDerivedStats } from '@bluffle/shared-schema';
import { toPlayerStatsRecord } from './player-stats-repository';

describe('mongo player stats documents', () => {
  it('derive the fields an older document lacks from its counters, at version 0', () => {
    const counters = {
      ...emptyPlayerStats(),
      totalGamesPlayed: 2,
      totalScore: 15,
      experiencePoints: 150,
      realWordsCorrect: 4,
      realWordsIncorrect: 1,
      totalWordsPlayed: 5,
      totalTimeSpentMs: 20_000,
    };
    const {
      averageScore: _averageScore,
      averageTimePerAnswer: _averageTime,
      realWordsPlayed: _realPlayed,
      realWordPrecision: _realPrecision,
      ...older
    } = counters;
    const record = toPlayerStatsRecord({ ...older, _id: 'google:1', updatedAt: '2025-01-01T00:00:00.000Z' });
    expect(record).toEqual({
      ...withDerivedStats(counters),
      userId: 'google:1',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 0,
    });
    expect(record).toMatchObject({
      averageScore: 7.5,
      averageTimePerAnswer: 4000,
      realWordPrecision: 80,
      level: 2,
    });
  });

  it('keep the version a document has', () => {
    const record = toPlayerStatsRecord({
      ...emptyPlayerStats(),
      _id: 'google:1',
      updatedAt: 'x',
      version: 7,
    });
    expect(record.version).toBe(7);
  });
});
