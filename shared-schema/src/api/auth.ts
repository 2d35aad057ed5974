import { z } from 'zod';
import { refuseUnsafeCharacters } from './common';
import type { UserView } from './users';

// Sign-in (docs/product.md §4 Authentication, §8 Sign-in; docs/design.md decision 5): the providers, the popup's result
// message, local sign-in, and the messages the client shows.

export const AUTH_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type AuthProviderName = (typeof AUTH_PROVIDERS)[number];

export const AUTH_PROVIDER_LABELS: Record<AuthProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

export function isAuthProviderName(value: string): value is AuthProviderName {
  return (AUTH_PROVIDERS as readonly string[]).includes(value);
}

// ---- GET /auth/providers ------------------------------------------------------------------------
export interface AuthProvidersResponse {
  /** Only the providers this server is configured for, in display order. */
  providers: Array<{ name: AuthProviderName; label: string }>;
  /** Whether POST /auth/local works (a fresh machine with no provider; never in production unless enabled). */
  localSignIn: boolean;
}

// ---- POST /auth/local ---------------------------------------------------------------------------
export const LOCAL_USERNAME_MAX_LENGTH = 24;
export const localSignInBodySchema = z.object({
  username: z
    .string({ error: 'username must be text' })
    .trim()
    .min(1, 'Please enter a name.')
    .max(LOCAL_USERNAME_MAX_LENGTH, `A name is at most ${LOCAL_USERNAME_MAX_LENGTH} characters.`)
    .regex(/[\p{L}\p{N}]/u, 'A name needs at least one letter or digit.')
    .superRefine(refuseUnsafeCharacters('A name')),
});
export type LocalSignInBody = z.infer<typeof localSignInBodySchema>;
export interface LocalSignInResponse {
  user: UserView;
}

// ---- The popup's result (GET /auth/{provider}/callback) -----------------------------------------
/** Marks our message among whatever else is posted to the window. */
export const AUTH_MESSAGE_SOURCE = 'bluffle-auth';

export const AUTH_ERROR_CODES = [
  'unsupported-provider',
  'configuration-not-found',
  'access-denied',
  'invalid-state',
  'authentication-failed',
  'login-failed',
  // The page that opened the popup is not on PUBLIC_URL, so the provider's answer could never reach it.
  'unauthorized-domain',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export function isAuthErrorCode(value: string): value is AuthErrorCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * What the callback page posts to its opener (target origin = the server's public origin), then it closes.
 * The user is not in it: the client reads who signed in from GET /api/users/me (docs/design.md decision 5).
 */
export type AuthResultMessage =
  | { source: typeof AUTH_MESSAGE_SOURCE; ok: true }
  | { source: typeof AUTH_MESSAGE_SOURCE; ok: false; code: AuthErrorCode; message: string };

/** The messages of docs/product.md §8 Sign-in, plus the server's own refusals. */
export const AUTH_MESSAGES = {
  unsupportedProvider: 'Unsupported provider',
  facebookNotConfigured: 'Facebook login is not configured yet. Please use Google sign-in instead.',
  notConfigured: 'Authentication service is not configured. Please try again later.',
  popupClosed: 'Login was cancelled. Please try again.',
  popupBlocked: 'Popup was blocked. Please allow popups and try again.',
  authenticationFailed: 'Authentication failed. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  invalidState:
    'The sign-in request could not be verified (it expired or came from another tab). Please try again.',
  unauthorizedDomain:
    "This domain is not authorized for sign-in. Please open Bluffle from its usual address, or ask the site's operator to authorize this domain.",
  signInRequired: 'Please sign in first.',
  crossSiteRefused: 'Cross-site request refused.',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
  localSignInDisabled: 'Local sign-in is disabled on this server.',
  tooManyAttempts: 'Too many sign-in requests. Please wait a minute and try again.',
  notYourAccount: 'You can only see or change your own account.',
  roleRequired: 'Your account does not have access to this.',
} as const;

/** The hint shown above the unauthorized-domain message (docs/product.md §8 Sign-in: "a 'Domain Issue' hint"). */
export const DOMAIN_ISSUE_HINT = 'Domain Issue';

/** The message shown for a 'configuration-not-found' result (docs/product.md §8 Configuration not found). */
export function notConfiguredMessage(provider: string): string {
  return provider === 'facebook' ? AUTH_MESSAGES.facebookNotConfigured : AUTH_MESSAGES.notConfigured;
}

/**
 * Our own message for a sign-in result code, the same on the popup page and in the app. A provider's
 * error text is never shown (a crafted callback link could make it say anything): a refused consent
 * gets docs/product.md §8's fallback, 'Authentication failed. Please try again.'.
 */
export function authErrorMessage(code: AuthErrorCode, provider: string | null = null): string {
  switch (code) {
    case 'unsupported-provider':
      return AUTH_MESSAGES.unsupportedProvider;
    case 'configuration-not-found':
      return notConfiguredMessage(provider ?? '');
    case 'invalid-state':
      return AUTH_MESSAGES.invalidState;
    case 'login-failed':
      return AUTH_MESSAGES.loginFailed;
    case 'unauthorized-domain':
      return AUTH_MESSAGES.unauthorizedDomain;
    case 'access-denied':
    case 'authentication-failed':
      return AUTH_MESSAGES.authenticationFailed;
  }
}

// ---- GET /auth/{provider}: the popup's first request -------------------------------------------------
/**
 * The query parameter that names the origin of the page opening the popup. With PUBLIC_URL set, the
 * provider sends the player back to PUBLIC_URL and the result is posted there, so a page on any other
 * origin could never finish signing in: the server answers 'unauthorized-domain' at once instead.
 */
export const AUTH_PAGE_ORIGIN_PARAM = 'origin';
