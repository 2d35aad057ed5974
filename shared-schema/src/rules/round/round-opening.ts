import { refuseOpening } from './round-guards';
import { isWaiting, type RoundInPlay, type RoundRefusal, type RoundState } from './round-state';

/** A round as its opening hands it to the player: its word (by id) and what is left of its phase-one time. */
export interface RoundOpening {
  roundNumber: number;
  wordId: string;
  openedAtMs: number;
  /** Whole seconds left on the round's phase-one clock, rounded down so the player's timer never outlasts it. */
  secondsLeft: number;
}

export type RoundOpeningResult =
  { isRefused: false; state: RoundState; opening: RoundOpening } | { isRefused: true; refusal: RoundRefusal };

/**
 * The player asks for round `roundNumber` once its feedback is over (: the feedback may be held
 * open). A waiting round opens now, with its whole phase-one time; a round already open (round 1 from the
 * words, a repeated ask, or one that opened by itself after the longest hold) stays as it is and says how
 * much of its time is left. Pure, like reduceRound: the server and the offline judge both call it.
 */
export function reduceRoundOpening(
  state: RoundState,
  roundNumber: number,
  nowMs: number,
): RoundOpeningResult {
  const refusal = refuseOpening(state, roundNumber, nowMs);
  if (refusal !== null) {
    return { isRefused: true, refusal };
  }
  // The guards passed, so the current round is this one and in phase one.
  const current = state.round as RoundInPlay;
  const round = isWaiting(current, nowMs) ? { ...current, openedAtMs: nowMs } : current;
  const wordId = state.wordIds[roundNumber - 1];
  if (wordId === undefined) {
    throw new Error(`Round ${roundNumber} has no word: the game has ${state.wordIds.length}.`);
  }
  return {
    isRefused: false,
    state: round === current ? state : { ...state, round },
    opening: {
      roundNumber,
      wordId,
      openedAtMs: round.openedAtMs,
      secondsLeft: phaseOneSecondsLeft(round.openedAtMs, state.phaseOneSeconds, nowMs),
    },
  };
}

/** Whole seconds of phase one left at `nowMs`, rounded down (the judge's deadline is never shorter). */
export function phaseOneSecondsLeft(openedAtMs: number, phaseOneSeconds: number, nowMs: number): number {
  const leftMs = phaseOneSeconds * 1000 - Math.max(0, nowMs - openedAtMs);
  return Math.max(0, Math.floor(leftMs / 1000));
}

/**
 * How many rounds have opened at `nowMs`: their words are the only ones a player may be shown (the words
 * served, a challenge copy, the daily five's start). A waiting round's word stays on the server.
 */
export function openedRoundCount(state: Pick<RoundState, 'round'>, nowMs: number): number {
  const { round } = state;
  if (round === null) return 0;
  return isWaiting(round, nowMs) ? round.roundNumber - 1 : round.roundNumber;
}
