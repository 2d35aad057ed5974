/**
 * Our own part of a sign-in failed (the store, the session), as opposed to the provider's: the popup then
 * reports 'login-failed' ('Login failed. Please try again.', docs/product.md §8), not 'authentication-failed'.
 */
export class LoginStepError extends Error {
  constructor(cause: unknown) {
    super('Login failed.', { cause });
    this.name = 'LoginStepError';
  }
}
