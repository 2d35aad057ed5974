import type { SubmitAnswerBody, SubmitAnswerResponse } from '@bluffle/shared-schema';
import type { GameSessionRecord, LastAnswerRecord } from '../domain/session';
import { roundEventOf } from './rounds';

/**
 * The answer a body carries, in the stage it answers: the round event the reducer judges, with a chosen
 * option compared as the reducer compares it (trimmed).
 */
function answerOf(body: SubmitAnswerBody): Pick<LastAnswerRecord, 'stage' | 'answer'> {
  const event = roundEventOf(body);
  return event.type === 'phase-one-answer'
    ? { stage: 'phase-one', answer: event.answer }
    : { stage: 'followup', answer: event.answer?.trim() ?? null };
}

/** What to remember of an answer just taken, so that the same answer sent again gets the same reply. */
export function rememberAnswer(body: SubmitAnswerBody, response: SubmitAnswerResponse): LastAnswerRecord {
  return { roundNumber: body.roundNumber, wordId: body.wordId, ...answerOf(body), response };
}

/**
 * The reply already given to this very answer, when the body repeats the last one taken: a client whose
 * response was lost on the way retries, and must get its verdict instead of a 409 that leaves its round
 * stuck. Any other answer to an answered stage is still refused by the guards.
 */
export function replyToRetry(
  session: GameSessionRecord,
  body: SubmitAnswerBody,
): SubmitAnswerResponse | null {
  const last = session.lastAnswer;
  if (last === null) return null;
  const { stage, answer } = answerOf(body);
  const isSameStage =
    last.roundNumber === body.roundNumber && last.wordId === body.wordId && last.stage === stage;
  // A stage already timed out (by the client, or by the server on a last round: settle-overdue-round.ts)
  // answers anything sent to it later with that timeout: a late answer could only have been one.
  const isTimedOut = last.answer === null && last.response.stage === 'round-over' && last.response.isTimeout;
  return isSameStage && (last.answer === answer || isTimedOut) ? last.response : null;
}
