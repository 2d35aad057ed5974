import { AUTH_MESSAGES, DOMAIN_ISSUE_HINT, authErrorMessage, isAuthErrorCode } from '@bluffle/shared-schema';
import { POPUP_BLOCKED, POPUP_CANCELLED, POPUP_CLOSED, UNAUTHORIZED_DOMAIN } from './auth-failure';

/** What the sign-in screen shows: the message and, for some failures, a short hint above it. */
export interface AuthFeedback {
  message: string;
  hint: string | null;
}

export interface AuthFailureLike {
  code: string;
  provider?: string | null;
}

/**
 * spec §8 Sign-in: the message for a failed sign-in, or null when nothing should show (a newer popup
 * replaced this one). Only the code is read: the words are always ours (shared-schema), never text that
 * came with the failure, so neither a provider nor a crafted link can make the page say something else.
 */
export function authFeedbackFor(failure: AuthFailureLike): AuthFeedback | null {
  const message = (text: string, hint: string | null = null): AuthFeedback => ({ message: text, hint });
  switch (failure.code) {
    case POPUP_CANCELLED:
      return null;
    case POPUP_CLOSED:
      return message(AUTH_MESSAGES.popupClosed);
    case POPUP_BLOCKED:
      return message(AUTH_MESSAGES.popupBlocked);
    case UNAUTHORIZED_DOMAIN:
      return message(AUTH_MESSAGES.unauthorizedDomain, DOMAIN_ISSUE_HINT);
    default:
      return message(
        isAuthErrorCode(failure.code)
          ? authErrorMessage(failure.code, failure.provider ?? null)
          : AUTH_MESSAGES.authenticationFailed,
      );
  }
}
