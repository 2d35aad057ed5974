import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthProviderName } from '@bluffle/shared-schema';
import type { Request } from 'express';

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, isValid: boolean, info?: { message: string }) => void;

function sameText(left: string, right: string): boolean {
  // Hashed first so the comparison takes the same time whatever the lengths.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(left), digest(right));
}

/** The sign-in session as the plain record it is; express-session's type knows only its own fields. */
function sessionOf(request: Request): Record<string, unknown> | undefined {
  return request.session as unknown as Record<string, unknown> | undefined;
}

/**
 * The OAuth `state` nonce of one provider, kept in the sign-in session. It speaks passport-oauth2's state
 * store contract (`store(request, callback)`, `verify(request, state, callback)`), and is ours rather than
 * the library's so that the callback route can check the state of a return that carries a provider
 * `error` too: passport reports such an error before it looks at the state, so a crafted link could reach
 * the result page without ever having started a sign-in. A nonce is good for one return only.
 */
export class OAuthStateStore {
  private readonly key: string;

  constructor(provider: AuthProviderName) {
    this.key = `oauth-state:${provider}`;
  }

  store(request: Request, callback: StoreCallback): void {
    const session = sessionOf(request);
    if (!session) {
      callback(new Error('OAuth state needs the sign-in session middleware.'));
      return;
    }
    const state = randomBytes(24).toString('base64url');
    session[this.key] = state;
    callback(null, state);
  }

  verify(request: Request, providedState: unknown, callback: VerifyCallback): void {
    if (this.take(request, providedState)) {
      callback(null, true);
    } else {
      // passport-oauth2 turns this into fail(info, 403): the route reports 'invalid-state'.
      callback(null, false, { message: 'The sign-in state does not match this session.' });
    }
  }

  /** Whether `providedState` is the nonce this session was given; the nonce is used up either way. */
  take(request: Request, providedState: unknown): boolean {
    const session = sessionOf(request);
    const expected = session?.[this.key];
    if (session) delete session[this.key];
    return (
      typeof expected === 'string' && typeof providedState === 'string' && sameText(expected, providedState)
    );
  }
}
