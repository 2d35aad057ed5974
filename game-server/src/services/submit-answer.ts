import {
  ERROR_CODES,
  NETWORK_ALLOWANCE_MS,
  reduceRound,
  refuseAnswer,
  type SubmitAnswerBody,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { ConflictError, NotFoundError } from '../errors';
import { rememberAnswer, replyToRetry } from './answer-retry';
import { asCompleted, countCompletedGame } from './finish-game';
import type { LastRoundWatch } from './last-round-watch';
import type { StatsRecorder } from './player-stats';
import { countPlayerCall, phaseOneCallOf } from './record-word-call';
import { refusalError, roundEventOf, roundStateOf, withRoundState } from './rounds';
import { findOwnedSession } from './session-access';
import type { ServiceDeps } from './service-deps';
import type { WordCallCounter } from './word-calls/word-call-buffer';

/** What judging an answer needs besides the store and clock: where calls are counted, how a game counts. */
export interface AnswerDeps extends ServiceDeps {
  wordCalls: WordCallCounter;
  recordStats: StatsRecorder;
  lastRounds: LastRoundWatch;
}

/**
 * POST /api/sessions/{code}/answers: the server judges and times every answer (docs/design.md decision 3); the
 * client's isCorrect and timeSpent are never read. Sending the last answer again returns its first reply.
 * The answer that ends the last round completes the game, once (docs/design.md decision 15).
 */
export async function submitAnswer(
  deps: AnswerDeps,
  code: string,
  playerToken: string | undefined,
  body: SubmitAnswerBody,
): Promise<SubmitAnswerResponse> {
  const session = await findOwnedSession(deps.store, code, playerToken);
  const retried = replyToRetry(session, body);
  if (retried !== null) {
    return retried;
  }
  const rounds = roundStateOf(session);
  const event = roundEventOf(body);
  const nowMs = deps.clock.now();
  // The round reducer's guards first, so a refused answer costs no word read (and a 409 comes before a 404).
  const refusal = refuseAnswer(rounds, event, nowMs);
  if (refusal !== null) {
    throw refusalError(refusal);
  }
  const word = await deps.store.words.findById(body.wordId);
  if (word === null) {
    throw new NotFoundError('The word of this round is no longer available.', ERROR_CODES.wordUnavailable);
  }
  // The network allowance: the player's timer runs in the browser, the deadline on this clock.
  const context = { word, nowMs, random: deps.random, allowanceMs: NETWORK_ALLOWANCE_MS };
  const judgement = reduceRound(rounds, event, context);
  if (judgement.isRefused) {
    throw refusalError(judgement.refusal);
  }
  const answered = {
    ...withRoundState(session, judgement.state),
    lastAnswer: rememberAnswer(body, judgement.reply),
  };
  const isGameOver = judgement.reply.stage === 'round-over' && judgement.reply.isGameOver;
  // The game ends with its last round's answer, written in the same update: never judged and not completed.
  const stored = isGameOver ? asCompleted(answered, nowMs) : answered;
  try {
    // The optimistic version makes two concurrent answers impossible to both count: the second loses.
    await deps.store.sessions.update(stored);
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
  // After the update: an answer that lost the race above was never taken, so it is no call. Practice plays
  // count nowhere (docs/design.md decision 11): a replay's player has seen the truth. Counted in memory, written in
  // batches, so the answer waits for no store write.
  const call = phaseOneCallOf(event);
  if (call !== null && !session.isPractice) {
    countPlayerCall(deps.wordCalls, word, session.userId, call);
  }
  // Only the answer whose update won gets here, so the game counts once; POST complete then finds it done.
  if (isGameOver) {
    await countCompletedGame(deps, stored, deps.recordStats);
  }
  deps.lastRounds.follow(stored);
  return judgement.reply;
}
