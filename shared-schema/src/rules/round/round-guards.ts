import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import {
  earliestOpeningOf,
  isWaiting,
  type RoundEvent,
  type RoundRefusal,
  type RoundState,
} from './round-state';

const conflict = (code: RoundRefusal['code'], message: string): RoundRefusal => ({
  kind: 'conflict',
  code,
  message,
});

/**
 * The guards an answer passes before anything is judged (STYLE: boardgame.io's update path), read top to
 * bottom; the first that fails is the refusal. Null when the answer may be judged at `nowMs`.
 */
export function refuseAnswer(state: RoundState, event: RoundEvent, nowMs: number): RoundRefusal | null {
  // Nothing changes after completion: the summary is final.
  if (state.isCompleted) {
    return conflict(ERROR_CODES.sessionCompleted, ERROR_MESSAGES.sessionCompleted);
  }
  // Rounds are timed from when the words were served, so there is no round before that.
  const { round } = state;
  if (round === null) {
    return conflict(
      ERROR_CODES.roundNotStarted,
      "Fetch this session's words before answering: no round has started yet.",
    );
  }
  // Only the current round takes answers: an earlier one is over (so is the last, once answered)...
  const { roundNumber } = event;
  if (roundNumber < round.roundNumber || (roundNumber === round.roundNumber && round.stage === 'over')) {
    return conflict(ERROR_CODES.roundOver, `Round ${roundNumber} is already over: its answer was recorded.`);
  }
  // ...and a later one has not started.
  if (roundNumber > round.roundNumber) {
    return conflict(
      ERROR_CODES.roundNotStarted,
      `Round ${roundNumber} has not started: the current round is ${round.roundNumber}.`,
    );
  }
  // A round waiting for the player is answerable once the last feedback pause is over: a client that never
  // asks for rounds (the spec's, docs/design.md decision 14) starts the next one then (docs/product.md §4 'after 2 seconds').
  if (isWaiting(round, nowMs) && nowMs < earliestOpeningOf(round)) {
    return conflict(
      ERROR_CODES.roundNotStarted,
      `Round ${roundNumber} has not opened yet: it opens when the feedback pause is over.`,
    );
  }
  // The word must be the one this round serves, so a client cannot pick the word it knows.
  if (event.wordId !== state.wordIds[roundNumber - 1]) {
    return conflict(ERROR_CODES.wrongWord, `That word is not the word of round ${roundNumber}.`);
  }
  // Each stage takes one answer, phase one first.
  if (event.type === 'phase-one-answer' && round.stage === 'followup') {
    return conflict(
      ERROR_CODES.followupExpected,
      `Round ${roundNumber}'s first answer is already in: send followupAnswer.`,
    );
  }
  if (event.type === 'followup-answer' && round.stage === 'phase-one') {
    return conflict(
      ERROR_CODES.phaseOneExpected,
      `Answer round ${roundNumber} (real or fake) before its follow-up.`,
    );
  }
  // A follow-up answer is one of the options offered, so no other text can be judged right.
  if (event.type === 'followup-answer' && !isOffered(round.followupOptions, event.answer)) {
    return {
      kind: 'invalid',
      code: ERROR_CODES.optionNotOffered,
      message: 'followupAnswer must be one of the options offered for this round.',
    };
  }
  return null;
}

/**
 * The guards in front of opening a round (round-opening.ts), read top to bottom like the answer's: only the
 * current round, not yet answered, and not before the last round's feedback pause is over. Null when the
 * round may be opened (or is open already) at `nowMs`.
 */
export function refuseOpening(state: RoundState, roundNumber: number, nowMs: number): RoundRefusal | null {
  // Nothing opens after completion.
  if (state.isCompleted) {
    return conflict(ERROR_CODES.sessionCompleted, ERROR_MESSAGES.sessionCompleted);
  }
  const { round } = state;
  if (round === null) {
    return conflict(ERROR_CODES.roundNotStarted, "Fetch this session's words first: they open round 1.");
  }
  // An earlier round, or this one once answered, opened long ago: its word went out then.
  if (roundNumber < round.roundNumber || (roundNumber === round.roundNumber && round.stage !== 'phase-one')) {
    return conflict(ERROR_CODES.roundOver, `Round ${roundNumber} has been answered already.`);
  }
  // Rounds open one after another: the current one must be over first.
  if (roundNumber > round.roundNumber) {
    return conflict(
      ERROR_CODES.roundNotStarted,
      `Round ${roundNumber} cannot open yet: the current round is ${round.roundNumber}.`,
    );
  }
  // The feedback pause comes first (docs/product.md §4 'the next round starts after 2 seconds'), so holding the
  // feedback open can never be a way to see the next word sooner.
  const earliest = earliestOpeningOf(round);
  if (nowMs < earliest) {
    return conflict(
      ERROR_CODES.roundNotStarted,
      `Round ${roundNumber} opens when the feedback pause is over: ask again in ${earliest - nowMs} ms.`,
    );
  }
  return null;
}

/** A timeout (null) chooses nothing, so it is always allowed; a choice is compared trimmed. */
function isOffered(options: readonly string[] | null, choice: string | null): boolean {
  return choice === null || (options ?? []).includes(choice.trim());
}
