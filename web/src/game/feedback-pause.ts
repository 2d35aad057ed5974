import { FEEDBACK_DELAY_MS, FEEDBACK_HOLD_MAX_MS, FEEDBACK_RELEASE_GRACE_MS } from '@bluffle/shared-schema';
import type { FeedbackHold, FeedbackPause } from '../state/feedback-pause-state';

export type { FeedbackHold, FeedbackPause };

export function newFeedbackPause(shownAtMs: number, isWaitingForPlayer = false): FeedbackPause {
  return { shownAtMs, holds: [], releasedAtMs: null, isContinued: false, isWaitingForPlayer };
}

/** The pause with `hold` taken (isHeld) or let go at `nowMs`; letting go of the last one starts the grace. */
export function withHold(
  pause: FeedbackPause,
  hold: FeedbackHold,
  isHeld: boolean,
  nowMs: number,
): FeedbackPause {
  const others = pause.holds.filter((held) => held !== hold);
  const holds = isHeld ? [...others, hold] : others;
  if (holds.length === pause.holds.length && holds.every((held) => pause.holds.includes(held))) return pause;
  const isReleased = holds.length === 0 && pause.holds.length > 0;
  return { ...pause, holds, releasedAtMs: isReleased ? nowMs : holds.length > 0 ? null : pause.releasedAtMs };
}

export function isHeld(pause: FeedbackPause): boolean {
  return !pause.isContinued && pause.holds.length > 0;
}

/**
 * When the feedback gives way to the next round, or null while it waits for the player (a relaxed game
 * before 'Next word'): the spec's pause (FEEDBACK_DELAY_MS) at the least; while
 * held, not before the longest hold is over (so an idle tab still moves on: the server opens the round by
 * itself a little later, FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS after the answer); once let go, a short
 * grace after the release so a pointer slipping off does not jump the game on; at once (after the pause)
 * when the player asks to go on.
 */
export function feedbackEndsAtMs(pause: FeedbackPause): number | null {
  const pauseEnd = pause.shownAtMs + FEEDBACK_DELAY_MS;
  const longestHold = pause.shownAtMs + FEEDBACK_HOLD_MAX_MS;
  if (pause.isContinued) return pauseEnd;
  if (pause.isWaitingForPlayer) return null;
  if (isHeld(pause)) return longestHold;
  const graceEnd = pause.releasedAtMs === null ? pauseEnd : pause.releasedAtMs + FEEDBACK_RELEASE_GRACE_MS;
  return Math.min(longestHold, Math.max(pauseEnd, graceEnd));
}
