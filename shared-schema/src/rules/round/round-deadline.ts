import { followupSeconds } from '../timers';
import type { RoundEvent, RoundState } from './round-state';

/**
 * When the stage being played runs out on the judge's clock, allowance included (the same deadline
 * reduceRound judges a late answer by); null when no stage is being played, or the game is relaxed. A round still waiting for the
 * player is timed from when it opens by itself, so a deadline is never earlier than any client's.
 */
export function stageDeadlineOf(state: RoundState, allowanceMs: number): number | null {
  const { round } = state;
  // A relaxed game waits for its player as long as it takes: nothing is ever overdue.
  if (state.isRelaxed || state.isCompleted || round === null || round.stage === 'over') return null;
  if (round.stage === 'followup') {
    return (round.followupOpenedAtMs ?? round.openedAtMs) + followupSeconds() * 1000 + allowanceMs;
  }
  return round.openedAtMs + state.phaseOneSeconds * 1000 + allowanceMs;
}

/**
 * The timeout the judge gives a stage nobody answered in time (docs/product.md §4 Timeout: phase one counts as wrong,
 * the follow-up as an invalid choice), or null while its time is not over. The server applies it to a last
 * round left unanswered, so a game whose player closed the tab still ends (docs/design.md decision 15).
 */
export function overdueTimeoutOf(state: RoundState, nowMs: number, allowanceMs: number): RoundEvent | null {
  const deadline = stageDeadlineOf(state, allowanceMs);
  const { round } = state;
  if (deadline === null || round === null || nowMs <= deadline) return null;
  const { roundNumber } = round;
  const wordId = state.wordIds[roundNumber - 1];
  if (wordId === undefined) return null;
  return round.stage === 'followup'
    ? { type: 'followup-answer', roundNumber, wordId, answer: null }
    : { type: 'phase-one-answer', roundNumber, wordId, answer: null };
}

/** Whether the round being played (or waiting) is the game's last: judging it ends the game. */
export function isLastRoundInPlay(state: RoundState): boolean {
  const { round } = state;
  return (
    !state.isCompleted && round !== null && round.stage !== 'over' && round.roundNumber >= state.totalRounds
  );
}
