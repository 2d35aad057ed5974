import type { PlayedGameView } from '@bluffle/shared-schema';
import { precisionAcross, progressSeriesOf } from './progress-series';

function game(overrides: Partial<PlayedGameView>): PlayedGameView {
  return {
    sessionCode: 'ABCD2345',
    kind: 'solo',
    language: 'english',
    playedAt: '2025-06-10T09:00:00.000Z',
    isPractice: false,
    score: 8,
    correct: 3,
    totalRounds: 5,
    accuracy: 60,
    realWordsCorrect: 2,
    realWordsPlayed: 3,
    fakeWordsCorrect: 1,
    fakeWordsPlayed: 2,
    realWordPrecision: 66.7,
    fakeWordPrecision: 50,
    xpEarned: 80,
    ...overrides,
  };
}

describe('progressSeriesOf', () => {
  it('numbers the games oldest first from the newest-first list', () => {
    const newest = game({ sessionCode: 'NEWEST23', score: 12, playedAt: '2025-06-12T09:00:00.000Z' });
    const oldest = game({ sessionCode: 'OLDEST23', score: 4, playedAt: '2025-06-10T09:00:00.000Z' });
    const series = progressSeriesOf([newest, oldest]);
    expect(series.map((point) => [point.gameNumber, point.score, point.playedAt])).toEqual([
      [1, 4, '2025-06-10T09:00:00.000Z'],
      [2, 12, '2025-06-12T09:00:00.000Z'],
    ]);
  });

  it('keeps a missing precision as a gap, and says which games were practice', () => {
    const [point] = progressSeriesOf([
      game({ fakeWordPrecision: null, fakeWordsPlayed: 0, isPractice: true }),
    ]);
    expect(point).toMatchObject({ fakeWordPrecision: null, realWordPrecision: 66.7, isPractice: true });
  });

  it('is empty for no games', () => {
    expect(progressSeriesOf([])).toEqual([]);
  });
});

describe('precisionAcross', () => {
  it('adds up each truth over the games before dividing', () => {
    const games = [
      game({ realWordsCorrect: 3, realWordsPlayed: 3, fakeWordsCorrect: 0, fakeWordsPlayed: 2 }),
      game({ realWordsCorrect: 1, realWordsPlayed: 2, fakeWordsCorrect: 3, fakeWordsPlayed: 3 }),
    ];
    expect(precisionAcross(games)).toEqual({ games: 2, realWordPrecision: 80, fakeWordPrecision: 60 });
  });

  it('has no precision for a truth no game played', () => {
    expect(precisionAcross([game({ fakeWordsCorrect: 0, fakeWordsPlayed: 0 })])).toMatchObject({
      fakeWordPrecision: null,
    });
    expect(precisionAcross([])).toEqual({ games: 0, realWordPrecision: null, fakeWordPrecision: null });
  });
});
