import { playerSnapshot, roomSnapshot, roomViews } from './room-fixtures';
import { nextScoreBaseline, roundPointsOf } from './round-points';

const players = (adaScore: number, bobScore: number) => ({
  ada: playerSnapshot('ada', { isHost: true, seatedAt: 1, currentScore: adaScore }),
  bob: playerSnapshot('bob', { seatedAt: 2, currentScore: bobScore }),
});

describe('score baseline and round points', () => {
  it('takes everyone’s score when a round is first seen in play', () => {
    const game = roomViews({ status: 'playing', round: 2, players: players(3, 1) }).game;
    expect(nextScoreBaseline(null, game)).toEqual({ roundNumber: 2, scores: { ada: 3, bob: 1 } });
  });

  it('keeps the baseline through the round and its results, so the results can show the points', () => {
    const playing = roomViews({ status: 'playing', round: 2, players: players(3, 1) }).game;
    const baseline = nextScoreBaseline(null, playing);
    const results = roomViews({ status: 'round-results', round: 2, players: players(5, 1) }).game;
    expect(nextScoreBaseline(baseline, results)).toBe(baseline);
    expect(roundPointsOf(baseline, 2, results.players[0]!)).toBe(2);
    expect(roundPointsOf(baseline, 2, results.players[1]!)).toBe(0);
  });

  it('gives no points for a round it did not see open', () => {
    const results = roomViews({ status: 'round-results', round: 3, players: players(5, 1) }).game;
    expect(nextScoreBaseline(null, results)).toBeNull();
    expect(roundPointsOf({ roundNumber: 2, scores: { ada: 3 } }, 3, results.players[0]!)).toBeNull();
  });

  it('forgets the baseline when the lobby gathers again (rematch)', () => {
    const baseline = { roundNumber: 5, scores: { ada: 9 } };
    expect(nextScoreBaseline(baseline, roomViews(roomSnapshot()).game)).toBeNull();
    expect(nextScoreBaseline(baseline, null)).toBeNull();
  });
});
