import {
  countdownAfterRoundClock,
  countdownAfterViews,
  msUntilNextSecond,
  secondsLeftAt,
} from './round-countdown';
import { roomSnapshot, roomViews } from './room-fixtures';
import { gameViewOf } from '@bluffle/shared-schema';

// The page's clock in these tests starts at an arbitrary 50_000 ms; the room's clock (roundStartedAt) is
// another clock altogether and never enters the countdown.
const PAGE_MS = 50_000;

describe('the lobby round countdown on the page clock', () => {
  it('counts a live round down from when its patch arrived, whatever the room clock says', () => {
    const { game } = roomViews({ status: 'playing', round: 1, roundSeconds: 15, roundStartedAt: 9e12 });
    const countdown = countdownAfterViews(null, game, PAGE_MS);
    expect(countdown).toEqual({ round: 1, endsAtMs: PAGE_MS + 15_000 });
    if (countdown === null) throw new Error('a round is in play');
    expect(secondsLeftAt(countdown, PAGE_MS)).toBe(15);
    expect(secondsLeftAt(countdown, PAGE_MS + 1)).toBe(15);
    expect(secondsLeftAt(countdown, PAGE_MS + 5500)).toBe(10);
    expect(secondsLeftAt(countdown, PAGE_MS + 14_001)).toBe(1);
    expect(secondsLeftAt(countdown, PAGE_MS + 15_000)).toBe(0);
    expect(secondsLeftAt(countdown, PAGE_MS + 60_000)).toBe(0);
  });

  it('keeps the end it has when later patches of the same round arrive (an answer, a watcher)', () => {
    const { game } = roomViews({ status: 'playing', round: 2 });
    const opened = countdownAfterViews(null, game, PAGE_MS);
    expect(countdownAfterViews(opened, game, PAGE_MS + 4000)).toBe(opened);
  });

  it('starts again for the next round, and has none at the results or outside a game', () => {
    const round1 = countdownAfterViews(null, roomViews({ status: 'playing', round: 1 }).game, PAGE_MS);
    const round2 = countdownAfterViews(
      round1,
      roomViews({ status: 'playing', round: 2 }).game,
      PAGE_MS + 9000,
    );
    expect(round2).toEqual({ round: 2, endsAtMs: PAGE_MS + 9000 + 15_000 });
    expect(
      countdownAfterViews(round2, roomViews({ status: 'round-results', round: 2 }).game, PAGE_MS),
    ).toBeNull();
    expect(countdownAfterViews(round2, roomViews({ status: 'waiting' }).game, PAGE_MS)).toBeNull();
    expect(countdownAfterViews(round2, null, PAGE_MS)).toBeNull();
  });

  it("takes the room's round clock for a socket that joined mid-round, before or after the state", () => {
    const { game } = roomViews({ status: 'playing', round: 3, roundSeconds: 30 });
    // The state first (read as the round's whole time), then the room's word: 12.3 s left.
    const fromState = countdownAfterViews(null, game, PAGE_MS);
    const corrected = countdownAfterRoundClock(fromState, { round: 3, msLeft: 12_300 }, PAGE_MS + 20);
    expect(corrected).toEqual({ round: 3, endsAtMs: PAGE_MS + 20 + 12_300 });
    expect(secondsLeftAt(corrected, PAGE_MS + 20)).toBe(13);
    // The message first: the state that follows does not push the end back.
    const early = countdownAfterRoundClock(null, { round: 3, msLeft: 12_300 }, PAGE_MS);
    expect(countdownAfterViews(early, game, PAGE_MS + 30)).toBe(early);
  });

  it("keeps the earliest end a polling player's reads give (each rounds the seconds up)", () => {
    const snapshot = roomSnapshot({ status: 'playing', round: 1, roundSeconds: 15 });
    // The room ends the round 14.2 s after PAGE_MS. A read then shows 15 s, arriving 100 ms later.
    const first = countdownAfterViews(null, gameViewOf(snapshot, 15), PAGE_MS + 100);
    expect(first).toEqual({ round: 1, endsAtMs: PAGE_MS + 15_100 });
    // A read 300 ms on, at 13.9 s left, shows 14 s: an end 700 ms earlier, 100 ms from the room's.
    const second = countdownAfterViews(first, gameViewOf(snapshot, 14), PAGE_MS + 400);
    expect(second).toEqual({ round: 1, endsAtMs: PAGE_MS + 14_400 });
    // A slow poll's later end is not taken.
    expect(countdownAfterViews(second, gameViewOf(snapshot, 13), PAGE_MS + 2900)).toBe(second);
  });

  it('wakes the timer when the shown second changes, and not after the end', () => {
    const countdown = { round: 1, endsAtMs: PAGE_MS + 15_000 };
    expect(msUntilNextSecond(countdown, PAGE_MS)).toBe(1000);
    expect(msUntilNextSecond(countdown, PAGE_MS + 250)).toBe(750);
    expect(secondsLeftAt(countdown, PAGE_MS + 250 + 750)).toBe(14);
    expect(msUntilNextSecond(countdown, PAGE_MS + 15_000)).toBe(0);
  });
});
