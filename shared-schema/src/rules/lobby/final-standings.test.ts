import { rankStandings } from './final-standings';

describe('rankStandings', () => {
  it('puts the higher score first', () => {
    const ranked = rankStandings([
      { id: 'low', score: 3, totalAnswerTimeMs: 1000, seatedAt: 1 },
      { id: 'high', score: 9, totalAnswerTimeMs: 50_000, seatedAt: 2 },
    ]);
    expect(ranked.map(({ id, rank }) => [id, rank])).toEqual([
      ['high', 1],
      ['low', 2],
    ]);
  });

  it('breaks a tied score by the faster total answer time, then lists equals in seat order', () => {
    const ranked = rankStandings([
      { id: 'slow', score: 5, totalAnswerTimeMs: 30_000, seatedAt: 1 },
      { id: 'later-seat', score: 5, totalAnswerTimeMs: 20_000, seatedAt: 3 },
      { id: 'earlier-seat', score: 5, totalAnswerTimeMs: 20_000, seatedAt: 2 },
    ]);
    expect(ranked.map(({ id }) => id)).toEqual(['earlier-seat', 'later-seat', 'slow']);
  });

  it('gives players who played equally well the same rank, and skips the next', () => {
    const ranked = rankStandings([
      { id: 'third', score: 2, totalAnswerTimeMs: 9_000, seatedAt: 1 },
      { id: 'tied-later', score: 7, totalAnswerTimeMs: 12_000, seatedAt: 4 },
      { id: 'tied-earlier', score: 7, totalAnswerTimeMs: 12_000, seatedAt: 2 },
      { id: 'fourth', score: 0, totalAnswerTimeMs: 150_000, seatedAt: 3 },
    ]);
    expect(ranked.map(({ id, rank }) => [id, rank])).toEqual([
      ['tied-earlier', 1],
      ['tied-later', 1],
      ['third', 3],
      ['fourth', 4],
    ]);
  });

  it('leaves its input in the order it came', () => {
    const players = [
      { id: 'a', score: 1, totalAnswerTimeMs: 0, seatedAt: 1 },
      { id: 'b', score: 2, totalAnswerTimeMs: 0, seatedAt: 2 },
    ];
    rankStandings(players);
    expect(players.map(({ id }) => id)).toEqual(['a', 'b']);
  });
});
