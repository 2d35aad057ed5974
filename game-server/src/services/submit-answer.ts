import { ERROR_CODES, type SubmitAnswerBody, type SubmitAnswerResponse } from '@bluffle/shared-schema';
import { ConflictError, NotFoundError } from '../errors';
import { checkAnswerAllowed } from './answer-guards';
import { rememberAnswer, replyToRetry } from './answer-retry';
import { judgeFollowupAnswer, judgePhaseOneAnswer } from './judge-answer';
import { findOwnedSession } from './session-access';
import type { ServiceDeps } from './service-deps';

/**
 * POST /api/sessions/{code}/answers: the server judges and times every answer (DESIGN decision 3); the
 * client's isCorrect and timeSpent are never read. Sending the last answer again returns its first reply.
 */
export async function submitAnswer(
  deps: ServiceDeps,
  code: string,
  playerToken: string | undefined,
  body: SubmitAnswerBody,
): Promise<SubmitAnswerResponse> {
  const session = await findOwnedSession(deps.store, code, playerToken);
  const retried = replyToRetry(session, body);
  if (retried !== null) {
    return retried;
  }
  const { round, stage } = checkAnswerAllowed(session, body);
  const word = await deps.store.words.findById(body.wordId);
  if (word === null) {
    throw new NotFoundError('The word of this round is no longer available.', ERROR_CODES.wordUnavailable);
  }
  const context = { session, round, word, nowMs: deps.clock.now(), random: deps.random };
  const judgement =
    stage === 'phase-one'
      ? judgePhaseOneAnswer(context, body.playerAnswer ?? null)
      : judgeFollowupAnswer(context, body.followupAnswer ?? null);
  try {
    // The optimistic version makes two concurrent answers impossible to both count: the second loses.
    await deps.store.sessions.update({
      ...judgement.session,
      lastAnswer: rememberAnswer(body, judgement.response),
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) {
      throw error;
    }
    // The same answer sent twice at once (a retry racing the original): the winner's reply is the reply.
    const winner = await findOwnedSession(deps.store, code, playerToken);
    const reply = replyToRetry(winner, body);
    if (reply !== null) {
      return reply;
    }
    throw new ConflictError(
      'Another answer to this round arrived at the same time; only the first one counts.',
    );
  }
  return judgement.response;
}
