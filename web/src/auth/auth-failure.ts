import type { AuthErrorCode } from '@bluffle/shared-schema';

// Why a sign-in did not finish. The codes are the identity library's names the spec lists (docs/product.md §8 Sign-in:
// popup-closed-by-user, popup-blocked, cancelled-popup-request, unauthorized-domain, ...) and the codes our
// callback page posts (shared-schema AUTH_ERROR_CODES), so one mapping turns any of them into a message.
export const POPUP_CLOSED = 'popup-closed-by-user';
export const POPUP_BLOCKED = 'popup-blocked';
/** A newer popup request replaced this one: nothing is shown for it. */
export const POPUP_CANCELLED = 'cancelled-popup-request';
export const UNAUTHORIZED_DOMAIN = 'unauthorized-domain' satisfies AuthErrorCode;
/** Our own login step (who am I, create or update the user) failed after the provider said yes. */
export const LOGIN_FAILED = 'login-failed' satisfies AuthErrorCode;

/** A failed sign-in, by code only: the message shown is always ours (auth-error-message.ts). */
export class AuthFailure extends Error {
  readonly code: string;
  /** The provider the attempt was for, when known (the 'not configured' message depends on it). */
  readonly provider: string | null;

  constructor(code: string, options: { provider?: string | null } = {}) {
    super(code);
    this.name = 'AuthFailure';
    this.code = code;
    this.provider = options.provider ?? null;
  }
}
