import { followupSeconds } from '../timers';
import { phaseOneSecondsLeft } from './round-opening';
import { earliestOpeningOf, isWaiting, type RoundState } from './round-state';

/**
 * Where a running game stands for its player coming back to it (a reload, a new tab, the network back): the
 * round and the stage being played with what is left of its time on the judge's clock, or the round waiting
 * to be asked for after the last feedback, or nothing more to play. It names the round's word by id only;
 * the word goes out only when its round has opened, as it would have anyway.
 */
export type RoundResumePoint =
  | { stage: 'phase-one'; roundNumber: number; wordId: string; secondsLeft: number }
  | {
      stage: 'followup';
      roundNumber: number;
      wordId: string;
      secondsLeft: number;
      options: string[];
      /** The player's own first answer, the right one that led here. */
      phaseOneAnswer: boolean;
    }
  | { stage: 'waiting'; roundNumber: number; opensInMs: number }
  | { stage: 'over' };

/**
 * The resume point of `state` at `nowMs`, or null when the game has no round yet (its words were never
 * served, so there is nothing to come back to). Pure: the server reads it for the session's owner.
 */
export function resumePointOf(state: RoundState, nowMs: number): RoundResumePoint | null {
  const { round } = state;
  if (state.isCompleted || round?.stage === 'over') return { stage: 'over' };
  if (round === null) return null;
  const { roundNumber } = round;
  const wordId = state.wordIds[roundNumber - 1];
  if (wordId === undefined) return null;
  if (round.stage === 'followup') {
    const openedAtMs = round.followupOpenedAtMs ?? round.openedAtMs;
    const leftMs = followupSeconds() * 1000 - Math.max(0, nowMs - openedAtMs);
    return {
      stage: 'followup',
      roundNumber,
      wordId,
      secondsLeft: Math.max(0, Math.floor(leftMs / 1000)),
      options: round.followupOptions ?? [],
      phaseOneAnswer: round.playerAnswer === true,
    };
  }
  if (isWaiting(round, nowMs)) {
    // Asked for now it opens with its whole time; not before the last feedback's pause is over.
    return { stage: 'waiting', roundNumber, opensInMs: Math.max(0, earliestOpeningOf(round) - nowMs) };
  }
  return {
    stage: 'phase-one',
    roundNumber,
    wordId,
    secondsLeft: phaseOneSecondsLeft(round.openedAtMs, state.phaseOneSeconds, nowMs),
  };
}
