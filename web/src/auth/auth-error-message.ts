import { AUTH_MESSAGES, notConfiguredMessage } from '@bluffle/shared-schema';
import {
  CONFIGURATION_NOT_FOUND,
  LOGIN_FAILED,
  POPUP_BLOCKED,
  POPUP_CANCELLED,
  POPUP_CLOSED,
  UNAUTHORIZED_DOMAIN,
} from './auth-failure';

/** What the sign-in screen shows: the message and, for some failures, a short hint above it. */
export interface AuthFeedback {
  message: string;
  hint: string | null;
}

export const DOMAIN_ISSUE_HINT = 'Domain Issue';
export const UNAUTHORIZED_DOMAIN_MESSAGE =
  'This domain is not authorized for sign-in. Please add it to the authorized domains of the sign-in provider, or open the site from its usual address.';

export interface AuthFailureLike {
  code: string;
  provider?: string | null;
  providerMessage?: string | null;
}

/**
 * spec §8 Sign-in: the message for a failed sign-in, or null when nothing should show (a newer popup
 * replaced this one). Codes without a message of ours show the provider's message, else the generic one.
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
    case CONFIGURATION_NOT_FOUND:
      return message(notConfiguredMessage(failure.provider ?? ''));
    case UNAUTHORIZED_DOMAIN:
      return message(UNAUTHORIZED_DOMAIN_MESSAGE, DOMAIN_ISSUE_HINT);
    case LOGIN_FAILED:
      return message(AUTH_MESSAGES.loginFailed);
    default: {
      const providerMessage = failure.providerMessage?.trim();
      return message(providerMessage || AUTH_MESSAGES.authenticationFailed);
    }
  }
}
