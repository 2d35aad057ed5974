import type { AuthProviderName } from '@bluffle/shared-schema';
import type { Profile, Strategy } from 'passport';
import type { StateStore } from 'passport-oauth2';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GitHubStrategy } from 'passport-github2';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { OAuthProviderConfig } from '../config/auth-config';
import type { OAuthStateStore } from './oauth-state-store';

/** Called with the provider's profile once the code is exchanged; reports the user or our own failure. */
export type ProfileHandler = (
  profile: Profile,
  done: (error: unknown, user?: Express.User | false) => void,
) => void;

/** Sign-in scopes of docs/product.md §6: Google email and profile; Facebook email; GitHub user:email. */
export const PROVIDER_SCOPES: Record<AuthProviderName, string[]> = {
  google: ['email', 'profile'],
  facebook: ['email'],
  github: ['user:email'],
};

/**
 * One passport strategy per configured provider. Endpoint URLs come from config and fall back to the real
 * provider's when unset (docs/design.md decision 8). The state store keeps a nonce in the session and checks it on
 * the callback, so a forged callback cannot sign a browser in. The callback URL is given per request
 * (auth routes), because it depends on the public origin.
 */
export function createOAuthStrategy(
  provider: AuthProviderName,
  config: OAuthProviderConfig,
  onProfile: ProfileHandler,
  stateStore: OAuthStateStore,
): Strategy {
  const common = {
    clientID: config.clientId,
    clientSecret: config.clientSecret,
    authorizationURL: config.authorizationUrl,
    tokenURL: config.tokenUrl,
    scope: PROVIDER_SCOPES[provider],
    // passport-oauth2 picks a store's call by its arity; @types/passport-oauth2 spells that as overloads.
    store: stateStore as unknown as StateStore,
    // Replaced per request by the absolute URL on the public origin (auth routes); relative would also work.
    callbackURL: `/auth/${provider}/callback`,
  };
  const verify = (
    _accessToken: string,
    _refreshToken: string,
    profile: Profile,
    done: (error: unknown, user?: Express.User | false) => void,
  ) => onProfile(profile, done);
  switch (provider) {
    case 'google':
      // A userProfileURL ending in /userinfo selects the OpenID parser (sub, email_verified, picture).
      return new GoogleStrategy({ ...common, userProfileURL: config.profileUrl }, verify);
    case 'facebook':
      return new FacebookStrategy(
        {
          ...common,
          profileURL: config.profileUrl,
          profileFields: ['id', 'displayName', 'emails', 'photos'],
          // Signs Graph calls with the app secret (Facebook's recommended setting).
          enableProof: true,
        },
        verify,
      );
    case 'github':
      return new GitHubStrategy(
        {
          ...common,
          userProfileURL: config.profileUrl,
          userEmailURL: config.emailsUrl,
          // Every address with its primary and verified marks, so only a verified one can match ADMIN_EMAILS.
          allRawEmails: true,
        },
        verify,
      );
  }
}
