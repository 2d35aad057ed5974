import { AUTH_PROVIDERS, type AuthProviderName } from '@bluffle/shared-schema';
import type { Request } from 'express';
import passport from 'passport';
import type { Clock } from '../clock';
import type { AuthConfig } from '../config/auth-config';
import { signedInUserOf } from '../domain/user';
import type { Logger } from '../logging/logger';
import type { Store } from '../store/port';
import './express-user';
import { LoginStepError } from './login-step-error';
import { OAuthStateStore } from './oauth-state-store';
import { createOAuthStrategy, type ProfileHandler } from './oauth-strategies';
import { identityFromProfile } from './provider-identity';
import { signInUser } from './sign-in-user';

export type PassportInstance = InstanceType<typeof passport.Passport>;

export interface AuthPassport {
  passport: PassportInstance;
  /** The providers with a strategy, in display order. */
  configuredProviders: AuthProviderName[];
  /**
   * Whether a provider's return carries the state nonce this session was given (used up either way). The
   * strategy checks it on a return with a code; the route asks here for a return with an error.
   */
  isReturnStateValid(request: Request, provider: AuthProviderName): boolean;
}

/**
 * A passport of this server's own (not the module's singleton, so two servers in one process, as in
 * tests, never share strategies). The session holds the user id only; every request reads the user from
 * the store, so a deleted user is signed out and a role change applies at once (docs/design.md decision 5).
 */
export function createAuthPassport(deps: {
  store: Pick<Store, 'users'>;
  config: Pick<AuthConfig, 'providers' | 'adminEmails'>;
  logger: Logger;
  /** The instant a request's roles in force are read at (a paid subscription ends on this clock). */
  clock: Clock;
}): AuthPassport {
  const { store, config, logger, clock } = deps;
  const authenticator = new passport.Passport();

  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: unknown, done) => {
    if (typeof id !== 'string') {
      done(null, false);
      return;
    }
    store.users.findById(id).then(
      (user) => done(null, user === null ? false : signedInUserOf(user, clock.now())),
      (error: unknown) => done(error),
    );
  });

  const configuredProviders: AuthProviderName[] = [];
  const stateStores = new Map<AuthProviderName, OAuthStateStore>();
  for (const provider of AUTH_PROVIDERS) {
    const providerConfig = config.providers[provider];
    if (providerConfig === undefined) continue;
    const stateStore = new OAuthStateStore(provider);
    stateStores.set(provider, stateStore);
    const onProfile: ProfileHandler = (profile, done) => {
      signInUser(store, identityFromProfile(provider, profile), config.adminEmails).then(
        (user) => done(null, signedInUserOf(user, clock.now())),
        (error: unknown) => {
          logger.error({ err: error, provider }, 'sign-in: storing the user failed');
          done(new LoginStepError(error));
        },
      );
    };
    authenticator.use(provider, createOAuthStrategy(provider, providerConfig, onProfile, stateStore));
    configuredProviders.push(provider);
  }
  return {
    passport: authenticator,
    configuredProviders,
    isReturnStateValid: (request, provider) =>
      stateStores.get(provider)?.take(request, request.query.state) ?? false,
  };
}
