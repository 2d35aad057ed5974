import type { MultiplayerGameView, RoundClockMessage } from '@bluffle/shared-schema';

// The lobby round's countdown, kept on the page's clock: the room sends no patch each second, so the
// page counts down from what it knows when a round reaches it. Every way it learns of a round gives a time
// left that is at most late by the trip to the page, never early:
// - a live room's patch that opens a round: the round's whole time (the state has no countdown);
// - the room's round-clock message to a socket that joined, or came back, mid-round: the time left then;
// - a REST game view: its timeLeft, whole seconds rounded up, read off the room's clock at the poll.
// So the earliest end any of them gives is the closest to the room's, and the countdown keeps that one. The
// room's clock is never compared with the page's: only durations cross between them.

/** The round in play and when its countdown reaches 0, on the page's clock (milliseconds). */
export interface RoundCountdown {
  round: number;
  endsAtMs: number;
}

/** The earlier end for the same round; a new round's end replaces the last round's. */
function withEnd(previous: RoundCountdown | null, round: number, endsAtMs: number): RoundCountdown {
  if (previous !== null && previous.round === round && previous.endsAtMs <= endsAtMs) return previous;
  return { round, endsAtMs };
}

/** The countdown once the room's views arrive at `nowMs` on the page's clock: none outside a round. */
export function countdownAfterViews(
  previous: RoundCountdown | null,
  game: MultiplayerGameView | null,
  nowMs: number,
): RoundCountdown | null {
  if (game === null || game.gameStatus !== 'playing') return null;
  return withEnd(previous, game.currentRound, nowMs + game.timeLeft * 1000);
}

/**
 * The countdown once the room's round-clock message arrives at `nowMs`. It may come before the state that
 * shows the round (Colyseus sends the full state first, but a page may apply them in either order).
 */
export function countdownAfterRoundClock(
  previous: RoundCountdown | null,
  clock: RoundClockMessage,
  nowMs: number,
): RoundCountdown {
  return withEnd(previous, clock.round, nowMs + clock.msLeft);
}

/** Whole seconds to show at `nowMs` (rounded up, as the room does), never below 0. */
export function secondsLeftAt(countdown: RoundCountdown, nowMs: number): number {
  return Math.max(0, Math.ceil((countdown.endsAtMs - nowMs) / 1000));
}

/** How long until the shown seconds next change (0 once the countdown is over: nothing more to show). */
export function msUntilNextSecond(countdown: RoundCountdown, nowMs: number): number {
  const msLeft = countdown.endsAtMs - nowMs;
  if (msLeft <= 0) return 0;
  return msLeft % 1000 === 0 ? 1000 : msLeft % 1000;
}
