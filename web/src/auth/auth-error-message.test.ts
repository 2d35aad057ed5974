import {
  AUTH_MESSAGES,
  AUTH_ERROR_CODES,
  DOMAIN_ISSUE_HINT,
  ERROR_CODES,
  authErrorMessage,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { authFeedbackFor as feedbackIn, localRefusalFeedback } from './auth-error-message';

const { english, filipino } = CATALOGUES;
const authFeedbackFor = (failure: Parameters<typeof feedbackIn>[0]) => feedbackIn(failure, english.signIn);

describe('authFeedbackFor (docs/product.md §8 Sign-in)', () => {
  it('shows nothing for a popup replaced by a newer request', () => {
    expect(authFeedbackFor({ code: 'cancelled-popup-request' })).toBeNull();
  });

  it('tells the player a closed popup cancelled the login', () => {
    expect(authFeedbackFor({ code: 'popup-closed-by-user' })).toEqual({
      message: 'Login was cancelled. Please try again.',
      hint: null,
    });
  });

  it('asks to allow popups when the popup was blocked', () => {
    expect(authFeedbackFor({ code: 'popup-blocked' })?.message).toBe(
      'Popup was blocked. Please allow popups and try again.',
    );
  });

  it('points Facebook users to Google when Facebook is not configured', () => {
    expect(authFeedbackFor({ code: 'configuration-not-found', provider: 'facebook' })?.message).toBe(
      'Facebook login is not configured yet. Please use Google sign-in instead.',
    );
  });

  it('says the service is not configured for any other provider', () => {
    for (const provider of ['google', 'github', null]) {
      expect(authFeedbackFor({ code: 'configuration-not-found', provider })?.message).toBe(
        'Authentication service is not configured. Please try again later.',
      );
    }
  });

  it('asks to authorize the domain with the Domain Issue hint', () => {
    expect(authFeedbackFor({ code: 'unauthorized-domain' })).toEqual({
      message: AUTH_MESSAGES.unauthorizedDomain,
      hint: DOMAIN_ISSUE_HINT,
    });
    expect(AUTH_MESSAGES.unauthorizedDomain).toMatch(/authorize/i);
    expect(DOMAIN_ISSUE_HINT).toBe('Domain Issue');
  });

  it("shows the server's own message for each of its codes, the same as the popup page", () => {
    for (const code of AUTH_ERROR_CODES) {
      expect(authFeedbackFor({ code, provider: 'github' })?.message).toBe(authErrorMessage(code, 'github'));
    }
    expect(authFeedbackFor({ code: 'login-failed' })?.message).toBe(AUTH_MESSAGES.loginFailed);
    expect(authFeedbackFor({ code: 'invalid-state' })?.message).toBe(AUTH_MESSAGES.invalidState);
  });

  it('shows the generic failure for a refused consent and for codes it does not know', () => {
    for (const code of ['access-denied', 'internal-error', 'something-new', '']) {
      expect(authFeedbackFor({ code })).toEqual({ message: AUTH_MESSAGES.authenticationFailed, hint: null });
    }
  });

  it('reads nothing but the code: text that came with a failure is never shown', () => {
    const withText = { code: 'access-denied', providerMessage: 'Your account is locked: call 555-0100.' };
    expect(authFeedbackFor(withText)?.message).toBe(AUTH_MESSAGES.authenticationFailed);
  });

  it("says in English exactly what the server's popup page says", () => {
    const { domainIssueHint, ...failures } = english.signIn.failures;
    expect(domainIssueHint).toBe(DOMAIN_ISSUE_HINT);
    for (const [name, text] of Object.entries(failures)) {
      expect(AUTH_MESSAGES[name as keyof typeof AUTH_MESSAGES]).toBe(text);
    }
  });

  it('speaks Filipino on a Filipino interface, hint and all', () => {
    expect(feedbackIn({ code: 'unauthorized-domain' }, filipino.signIn)).toEqual({
      message: filipino.signIn.failures.unauthorizedDomain,
      hint: 'Problema sa Domain',
    });
    expect(feedbackIn({ code: 'popup-closed-by-user' }, filipino.signIn)?.message).toBe(
      'Nakansela ang pag-login. Pakisubukan ulit.',
    );
  });
});

describe('localRefusalFeedback', () => {
  const disabled = new ApiError(AUTH_MESSAGES.localSignInDisabled, 403, ERROR_CODES.localSignInDisabled);

  it("says a known refusal in the catalogue's words, in the interface language", () => {
    expect(localRefusalFeedback(disabled, english)).toEqual({
      message: AUTH_MESSAGES.localSignInDisabled,
      hint: null,
    });
    expect(localRefusalFeedback(disabled, filipino).message).toBe(
      'Naka-off ang lokal na pag-sign in sa server na ito.',
    );
    const badName = new ApiError('username: invalid', 400, ERROR_CODES.validationFailed);
    expect(localRefusalFeedback(badName, english).message).toBe(
      english.signIn.localRefusals['validation-failed'],
    );
  });

  it("shows the server's own words for a code the catalogue does not know", () => {
    const odd = new ApiError('Something only the server can say.', 409, null);
    expect(localRefusalFeedback(odd, filipino).message).toBe('Something only the server can say.');
  });

  it('says an unreachable server as such, and a fault of ours as a failed login', () => {
    expect(localRefusalFeedback(new ApiError('Cannot reach the server.', 0), filipino).message).toBe(
      filipino.serverErrors.unreachable,
    );
    expect(localRefusalFeedback(new ApiError('Oops', 500, ERROR_CODES.internal), english).message).toBe(
      AUTH_MESSAGES.loginFailed,
    );
  });
});
