import {
  CHALLENGE_PHASE_ONE_SECONDS,
  FOLLOWUP_SECONDS,
  SOLO_PHASE_ONE_SECONDS,
  TICK_FROM_SECONDS,
  TIMER_AMBER_AT_SECONDS,
  TIMER_RED_AT_SECONDS,
} from '../constants';

export type GameMode = 'solo' | 'challenge';
export type TimerColour = 'red' | 'amber' | 'normal';

/** Phase-one time per mode (docs/design.md (gaps closed) closed: solo 15 s, challenge 15 s, docs/product.md §4 Challenge). */
export function phaseOneSeconds(mode: GameMode): number {
  return mode === 'challenge' ? CHALLENGE_PHASE_ONE_SECONDS : SOLO_PHASE_ONE_SECONDS;
}

/** Follow-up time (docs/product.md §9: 20 s in both readings). */
export function followupSeconds(): number {
  return FOLLOWUP_SECONDS;
}

/** The seconds left a screen reader is told about (amber, then red). */
export const TIMER_ANNOUNCED_AT_SECONDS = [TIMER_RED_AT_SECONDS, TIMER_AMBER_AT_SECONDS] as const;

/** Timer colour (docs/product.md §9): red at 5 s or less, amber at 10 s or less. */
export function timerColour(secondsLeft: number): TimerColour {
  if (secondsLeft <= TIMER_RED_AT_SECONDS) {
    return 'red';
  }
  if (secondsLeft <= TIMER_AMBER_AT_SECONDS) {
    return 'amber';
  }
  return 'normal';
}

/** A tick sound plays in the last 5 s (docs/product.md §9); not at zero, when the round is already over. */
export function shouldTick(secondsLeft: number): boolean {
  return secondsLeft > 0 && secondsLeft <= TICK_FROM_SECONDS;
}

/** Whether an answer came too late; the allowance absorbs network delay on the server's clock. */
export function isPastDeadline(elapsedMs: number, seconds: number, allowanceMs: number): boolean {
  return elapsedMs > seconds * 1000 + allowanceMs;
}

/**
 * The seconds left a screen reader hears once a round (WCAG 2.2.1): 10, then 5, each as the timer reaches it,
 * so the colour change and the tick are not the only signal. `previous` is the last value the timer showed
 * (undefined on its first show: a round joined with 8 s left says nothing, rather than a stale '10').
 */
export function timerAnnouncement(previous: number | undefined, secondsLeft: number): number | undefined {
  if (previous === undefined || secondsLeft <= 0) return undefined;
  for (const threshold of TIMER_ANNOUNCED_AT_SECONDS) {
    if (previous > threshold && secondsLeft <= threshold) return threshold;
  }
  return undefined;
}
