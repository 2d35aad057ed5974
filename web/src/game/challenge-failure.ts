import { ERROR_CODES, type ErrorCode } from '@bluffle/shared-schema';
import { callFailureOf, refusalStatusOf, type CallFailure } from '../api/failure-kind';
import type { Messages } from '../i18n/messages';
import { failureText } from '../i18n/server-error-text';
import { currentMessages } from '../state/use-messages';
import type { ChallengeFailure } from '../state/solo-game-store';

/** The codes a server answers a link to no game with: an unknown session, or a code of the wrong shape. */
const DEAD_LINK_CODES: ReadonlySet<ErrorCode> = new Set([
  ERROR_CODES.sessionNotFound,
  ERROR_CODES.notFound,
  ERROR_CODES.validationFailed,
  ERROR_CODES.badRequest,
]);

/** A refusal that says the link names nothing: by its code, or a bare 404/400 of a code this build does not know. */
function isDeadLink(failure: CallFailure): boolean {
  if (failure.kind !== 'refused') return false;
  if (failure.code !== null) return DEAD_LINK_CODES.has(failure.code);
  return refusalStatusOf(failure) !== 'other';
}

/**
 * Tells a dead challenge link from an unreachable server ( 'Feel'), read as every failure is
 * (api/failure-kind.ts): only a server that did not answer justifies offline words; a refusal that the link
 * names nothing is a dead link; any other refusal, or a fault of ours (a 5xx is never a dead link), is
 * 'refused': the landing shows why (challengeRefusalText).
 */
export function challengeFailureOf(error: unknown): ChallengeFailure {
  const failure = callFailureOf(error);
  if (failure.kind === 'unreachable') return 'unreachable';
  return isDeadLink(failure) ? 'not-found' : 'refused';
}

/**
 * A 'refused' challenge's reason for the landing, in the interface language (server-error-text.ts), with the
 * landing's own words for a game still in play. Null when no server answered (the landing says so itself).
 */
export function challengeRefusalText(error: unknown, messages: Messages = currentMessages()): string | null {
  const failure = callFailureOf(error);
  if (failure.kind === 'unreachable') return null;
  return failureText(failure, messages.serverErrors, { codes: messages.challenge.landing.refusals });
}
