import {
  ERROR_CODES,
  followupQuestion,
  followupSeconds,
  resumePointOf,
  toPlayWord,
  type CurrentRound,
  type CurrentRoundResponse,
  type RoundResumePoint,
} from '@bluffle/shared-schema';
import { ConflictError, NotFoundError } from '../errors';
import { roundStateOf } from './rounds';
import { findOwnedSession } from './session-access';
import type { ServiceDeps } from './service-deps';

/**
 * GET /api/sessions/{code}/rounds/current: where a running game stands, for its own player only (the token
 * holder) coming back after a reload or in a new tab. The time left is the server's (the round reducer's
 * resume point); nothing about a word's truth goes out that its answers have not already earned.
 * Reads only: a round that timed out is judged when the player's timeout comes, as it would have been.
 */
export async function readCurrentRound(
  deps: ServiceDeps,
  code: string,
  playerToken: string | undefined,
): Promise<CurrentRoundResponse> {
  const session = await findOwnedSession(deps.store, code, playerToken);
  const point = resumePointOf(roundStateOf(session), deps.clock.now());
  if (point === null) {
    throw new ConflictError(
      "Fetch this session's words first: they open round 1.",
      ERROR_CODES.roundNotStarted,
    );
  }
  return {
    sessionCode: session.code,
    totalRounds: session.totalRounds,
    score: session.score,
    isPractice: session.isPractice,
    isRelaxed: session.isRelaxed,
    round: await currentRoundOf(deps, point),
  };
}

async function currentRoundOf(deps: ServiceDeps, point: RoundResumePoint): Promise<CurrentRound> {
  if (point.stage === 'over' || point.stage === 'waiting') return point;
  const word = await deps.store.words.findById(point.wordId);
  if (word === null) {
    throw new NotFoundError('The word of this round is no longer available.', ERROR_CODES.wordUnavailable);
  }
  const { roundNumber, secondsLeft } = point;
  if (point.stage === 'phase-one') {
    return { stage: 'phase-one', roundNumber, word: toPlayWord(word), secondsLeft };
  }
  // The follow-up is only reached by a right first answer, so its question tells the player nothing new.
  const followup = {
    question: followupQuestion(word.isReal),
    options: point.options,
    seconds: followupSeconds(),
  };
  return {
    stage: 'followup',
    roundNumber,
    word: toPlayWord(word),
    followup,
    secondsLeft,
    phaseOneAnswer: point.phaseOneAnswer,
  };
}
