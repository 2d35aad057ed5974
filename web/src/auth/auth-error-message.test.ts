import { AUTH_MESSAGES } from '@bluffle/shared-schema';
import { authFeedbackFor, DOMAIN_ISSUE_HINT, UNAUTHORIZED_DOMAIN_MESSAGE } from './auth-error-message';

describe('authFeedbackFor (spec §8 Sign-in)', () => {
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
      message: UNAUTHORIZED_DOMAIN_MESSAGE,
      hint: DOMAIN_ISSUE_HINT,
    });
    expect(UNAUTHORIZED_DOMAIN_MESSAGE).toMatch(/authorize/i);
  });

  it('reports our own login step failing as a failed login, whatever the server said', () => {
    expect(authFeedbackFor({ code: 'login-failed', providerMessage: 'database down' })?.message).toBe(
      AUTH_MESSAGES.loginFailed,
    );
  });

  it("shows the provider's message for other codes, else the generic failure", () => {
    expect(
      authFeedbackFor({ code: 'access-denied', providerMessage: 'You denied access to your account.' }),
    ).toEqual({ message: 'You denied access to your account.', hint: null });
    expect(authFeedbackFor({ code: 'internal-error', providerMessage: '  ' })?.message).toBe(
      'Authentication failed. Please try again.',
    );
    expect(authFeedbackFor({ code: 'something-new' })?.message).toBe(
      'Authentication failed. Please try again.',
    );
  });
});
