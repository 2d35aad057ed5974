import { ApiError } from '../api/api-error';
import type { ChallengeFailure } from '../state/solo-game-store';

/**
 * Tells a dead challenge link from an unreachable server (issue 10 'Feel'): only a server that did not answer
 * (status 0, ApiError's 'could not be reached') justifies offline words; a server that answered 404 or 400 says
 * the link names nothing, any other answer is a refusal with its own reason.
 */
export function challengeFailureOf(error: unknown): ChallengeFailure {
  if (!(error instanceof ApiError) || error.status === 0) return 'unreachable';
  if (error.status === 404 || error.status === 400) return 'not-found';
  return 'refused';
}
