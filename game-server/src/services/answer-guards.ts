import { ERROR_CODES, ERROR_MESSAGES, type SubmitAnswerBody } from '@bluffle/shared-schema';
import { ConflictError } from '../errors';
import type { CurrentRoundRecord, GameSessionRecord } from '../domain/session';

export type AnswerStage = 'phase-one' | 'followup';

/**
 * The guards an answer passes before anything is judged (STYLE: boardgame.io's update path), each a 409
 * with a message: the game is still on, the round is the current one, the word is that round's word,
 * and this stage of the round has not been answered yet.
 */
export function checkAnswerAllowed(
  session: GameSessionRecord,
  body: SubmitAnswerBody,
): { round: CurrentRoundRecord; stage: AnswerStage } {
  // Nothing changes after completion: the summary is final.
  if (session.status === 'completed') {
    throw new ConflictError(ERROR_MESSAGES.sessionCompleted, ERROR_CODES.sessionCompleted);
  }
  // Rounds are timed from when the words were served, so there is no round before that.
  const round = session.currentRound;
  if (round === null) {
    throw new ConflictError(
      "Fetch this session's words before answering: no round has started yet.",
      ERROR_CODES.roundNotStarted,
    );
  }
  // Only the current round takes answers: an earlier one is over, a later one has not started.
  const { roundNumber } = body;
  if (roundNumber < round.roundNumber || (roundNumber === round.roundNumber && round.stage === 'over')) {
    throw new ConflictError(
      `Round ${roundNumber} is already over: its answer was recorded.`,
      ERROR_CODES.roundOver,
    );
  }
  if (roundNumber > round.roundNumber) {
    throw new ConflictError(
      `Round ${roundNumber} has not started: the current round is ${round.roundNumber}.`,
      ERROR_CODES.roundNotStarted,
    );
  }
  // The word must be the one this round serves, so a client cannot pick the word it knows.
  if (body.wordId !== session.wordIds[roundNumber - 1]) {
    throw new ConflictError(`That word is not the word of round ${roundNumber}.`, ERROR_CODES.wrongWord);
  }
  // Each stage takes one answer, phase one first.
  const stage: AnswerStage = body.playerAnswer !== undefined ? 'phase-one' : 'followup';
  if (stage === 'phase-one' && round.stage === 'followup') {
    throw new ConflictError(
      `Round ${roundNumber}'s first answer is already in: send followupAnswer.`,
      ERROR_CODES.followupExpected,
    );
  }
  if (stage === 'followup' && round.stage === 'phase-one') {
    throw new ConflictError(
      `Answer round ${roundNumber} (real or fake) before its follow-up.`,
      ERROR_CODES.phaseOneExpected,
    );
  }
  return { round, stage };
}
