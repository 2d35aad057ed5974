import {
  newRound,
  openedRoundCount,
  type RoundEvent,
  type RoundInPlay,
  type RoundRefusal,
  type RoundState,
  type SubmitAnswerBody,
} from '@bluffle/shared-schema';
import { BadRequestError, ConflictError } from '../errors';
import type { CurrentRoundRecord, GameSessionRecord } from '../domain/session';

// The session record's rounds as the shared round reducer's state and back (shared-schema rules/round): the
// record keeps instants as ISO strings, the reducer as milliseconds on the server's clock.

/** A round waiting for its first answer, timed from `openedAtMs` by the server's clock (docs/design.md decision 3). */
export function openRound(roundNumber: number, openedAtMs: number): CurrentRoundRecord {
  return toRoundRecord(newRound(roundNumber, openedAtMs));
}

export function roundStateOf(session: GameSessionRecord): RoundState {
  return {
    totalRounds: session.totalRounds,
    phaseOneSeconds: session.phaseOneSeconds,
    isRelaxed: session.isRelaxed,
    wordIds: session.wordIds,
    isCompleted: session.status === 'completed',
    round: session.currentRound && toRoundInPlay(session.currentRound),
    answers: session.answers,
    score: session.score,
  };
}

/** The session with what an answer changed: the current round, the answers and the score. */
export function withRoundState(session: GameSessionRecord, state: RoundState): GameSessionRecord {
  return {
    ...session,
    currentRound: state.round && toRoundRecord(state.round),
    answers: state.answers,
    score: state.score,
  };
}

/**
 * The words of the rounds opened so far, in play order: all a player may be shown of the session's words
 * (: a round's word leaves the server when the round opens, never while it waits).
 */
export function openedWordIdsOf(session: GameSessionRecord, nowMs: number): string[] {
  return session.wordIds.slice(0, openedRoundCount(roundStateOf(session), nowMs));
}

/** The answer a body carries (the route's schema allows exactly one of the two). */
export function roundEventOf(body: SubmitAnswerBody): RoundEvent {
  const { roundNumber, wordId } = body;
  return body.playerAnswer !== undefined
    ? { type: 'phase-one-answer', roundNumber, wordId, answer: body.playerAnswer }
    : { type: 'followup-answer', roundNumber, wordId, answer: body.followupAnswer ?? null };
}

/** A refused answer as our errors: 400 when the answer could never be given, else 409, with its code. */
export function refusalError(refusal: RoundRefusal): BadRequestError | ConflictError {
  return refusal.kind === 'invalid'
    ? new BadRequestError(refusal.message, refusal.code)
    : new ConflictError(refusal.message, refusal.code);
}

// Both conversions name every field rather than spread the rest: V8 copies an object "minus some keys"
// (`{ openedAt, ...round }`) in its runtime, about 2 µs a call against 0.3 µs, and every answer converts
// three times. The return types keep the lists complete: a new round field fails to compile here.

function toRoundInPlay(round: CurrentRoundRecord): RoundInPlay {
  return {
    roundNumber: round.roundNumber,
    stage: round.stage,
    openedAtMs: Date.parse(round.openedAt),
    followupOpenedAtMs: round.followupOpenedAt === null ? null : Date.parse(round.followupOpenedAt),
    followupOptions: round.followupOptions,
    playerAnswer: round.playerAnswer,
  };
}

function toRoundRecord(round: RoundInPlay): CurrentRoundRecord {
  return {
    roundNumber: round.roundNumber,
    stage: round.stage,
    openedAt: new Date(round.openedAtMs).toISOString(),
    followupOpenedAt:
      round.followupOpenedAtMs === null ? null : new Date(round.followupOpenedAtMs).toISOString(),
    followupOptions: round.followupOptions,
    playerAnswer: round.playerAnswer,
  };
}
