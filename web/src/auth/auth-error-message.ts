import { isAuthErrorCode, type AuthErrorCode } from '@bluffle/shared-schema';
import { callFailureOf } from '../api/failure-kind';
import type { Messages } from '../i18n/messages';
import { failureText } from '../i18n/server-error-text';
import { currentMessages } from '../state/use-messages';
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

type SignInMessages = Messages['signIn'];

/**
 * Our own message for a sign-in result code (the server's authErrorMessage in the interface language). A
 * refused consent gets docs/product.md §8's fallback, 'Authentication failed. Please try again.'.
 */
function resultCodeMessage(
  code: AuthErrorCode,
  provider: string | null,
  failures: SignInMessages['failures'],
) {
  switch (code) {
    case 'unsupported-provider':
      return failures.unsupportedProvider;
    case 'configuration-not-found':
      return provider === 'facebook' ? failures.facebookNotConfigured : failures.notConfigured;
    case 'invalid-state':
      return failures.invalidState;
    case 'login-failed':
      return failures.loginFailed;
    case 'unauthorized-domain':
      return failures.unauthorizedDomain;
    case 'access-denied':
    case 'authentication-failed':
      return failures.authenticationFailed;
  }
}

/**
 * docs/product.md §8 Sign-in: the message for a failed sign-in, or null when nothing should show (a newer popup
 * replaced this one). Only the code is read: the words are always ours (the catalogue, in the interface
 * language), never text that came with the failure, so neither a provider nor a crafted link can make the
 * page say something else.
 */
export function authFeedbackFor(
  failure: AuthFailureLike,
  signIn: SignInMessages = currentMessages().signIn,
): AuthFeedback | null {
  const { failures } = signIn;
  const message = (text: string, hint: string | null = null): AuthFeedback => ({ message: text, hint });
  switch (failure.code) {
    case POPUP_CANCELLED:
      return null;
    case POPUP_CLOSED:
      return message(failures.popupClosed);
    case POPUP_BLOCKED:
      return message(failures.popupBlocked);
    case UNAUTHORIZED_DOMAIN:
      return message(failures.unauthorizedDomain, failures.domainIssueHint);
    default:
      return message(
        isAuthErrorCode(failure.code)
          ? resultCodeMessage(failure.code, failure.provider ?? null, failures)
          : failures.authenticationFailed,
      );
  }
}

/**
 * A failed local sign-in, read as every failure is (server-error-text.ts): a refusal in the catalogue's words
 * for its code ('Local sign-in is disabled on this server.'), the sign-in's own for a name refused or too many
 * tries, else the server's; a fault of ours is a failed login; an unreachable server says so.
 */
export function localRefusalFeedback(
  error: unknown,
  messages: Pick<Messages, 'signIn' | 'serverErrors'> = currentMessages(),
): AuthFeedback {
  return {
    message: failureText(callFailureOf(error), messages.serverErrors, {
      codes: messages.signIn.localRefusals,
      fallback: messages.signIn.failures.loginFailed,
    }),
    hint: null,
  };
}
