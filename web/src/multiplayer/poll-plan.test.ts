import {
  GAME_POLL_MS,
  LOBBY_POLL_MS,
  nextPollDelayMs,
  pollIntervalMs,
  pollResourceOf,
  shouldRequestNextRound,
} from './poll-plan';
import { roomViews } from './room-fixtures';

describe('poll plan (docs/product.md §9: lobby every 2 s, game every 1 s)', () => {
  it('reads a gathering lobby every 2 s and a started game every 1 s', () => {
    expect(pollResourceOf('waiting')).toBe('lobby');
    expect(pollIntervalMs('waiting')).toBe(LOBBY_POLL_MS);
    for (const status of ['playing', 'round-results', 'finished'] as const) {
      expect(pollResourceOf(status)).toBe('game');
      expect(pollIntervalMs(status)).toBe(GAME_POLL_MS);
    }
  });
});

describe('nextPollDelayMs (long polls)', () => {
  it('polls again at once after a held poll or a view’s first, at the spec’s pace otherwise', () => {
    expect(nextPollDelayMs('playing', { isWaitApplied: true, wasFirst: false })).toBe(0);
    expect(nextPollDelayMs('waiting', { isWaitApplied: false, wasFirst: true })).toBe(0);
    expect(nextPollDelayMs('waiting', { isWaitApplied: false, wasFirst: false })).toBe(LOBBY_POLL_MS);
    expect(nextPollDelayMs('playing', { isWaitApplied: false, wasFirst: false })).toBe(GAME_POLL_MS);
  });
});

describe('shouldRequestNextRound (docs/product.md §4: after results, when below the total)', () => {
  const results = (round: number) => roomViews({ status: 'round-results', round }).game;

  it('asks once per round, during its results, while rounds remain', () => {
    expect(shouldRequestNextRound(results(2), 0)).toBe(true);
    expect(shouldRequestNextRound(results(2), 2)).toBe(false);
    expect(shouldRequestNextRound(results(5), 0)).toBe(false);
  });

  it('does not ask while a round is in play or without a game', () => {
    expect(shouldRequestNextRound(roomViews({ status: 'playing', round: 2 }).game, 0)).toBe(false);
    expect(shouldRequestNextRound(null, 0)).toBe(false);
  });
});
