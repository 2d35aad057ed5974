import { ApiError } from '../api/api-error';
import type { Messages } from '../i18n/messages';
import { serverErrorText } from '../i18n/server-error-text';
import { currentMessages } from '../i18n/use-messages';
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

/**
 * A 'refused' challenge's reason for the landing, in the interface language: the catalogue's words for a code
 * it knows (a game still in play, too many requests), else the server's own. Null when no server answered.
 */
export function challengeRefusalText(error: unknown, messages: Messages = currentMessages()): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  return serverErrorText(error, messages.challenge.landing.refusals, messages.chrome.serverErrors);
}
