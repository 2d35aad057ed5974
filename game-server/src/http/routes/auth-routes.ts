import {
  AUTH_MESSAGES,
  AUTH_PROVIDER_LABELS,
  isAuthProviderName,
  localSignInBodySchema,
  notConfiguredMessage,
  type AuthProviderName,
  type AuthProvidersResponse,
  type LocalSignInResponse,
} from '@bluffle/shared-schema';
import type { NextFunction, Request, Response, Router } from 'express';
import type { AuthenticateOptions } from 'passport';
import type { AuthPassport } from '../../auth/create-passport';
import { LoginStepError } from '../../auth/login-step-error';
import { sendPopupResult, type PopupOutcome } from '../../auth/popup-result-page';
import { publicOriginOf } from '../../auth/public-origin';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from '../../auth/session-middleware';
import { localIdentity, signInUser } from '../../auth/sign-in-user';
import type { AuthConfig } from '../../config/auth-config';
import { ForbiddenError } from '../../errors';
import type { Logger } from '../../logging/logger';
import { toUserView } from '../../services/user-views';
import type { Store } from '../../store/port';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

export interface AuthRouteDeps {
  auth: AuthPassport;
  config: AuthConfig;
  store: Pick<Store, 'users'>;
  isProduction: boolean;
  logger: Logger;
}

function logIn(request: Request, user: Express.User): Promise<void> {
  // passport regenerates the session here, so a session id planted before sign-in is worth nothing.
  return new Promise((resolve, reject) =>
    request.logIn(user, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * Sign-in under /auth (spec §4 Authentication, §8 Sign-in; DESIGN decision 5). The provider routes run in
 * the popup and always end on the popup result page, never JSON; the others are JSON calls.
 */
export function authRoutes(deps: AuthRouteDeps): Router {
  const routes = declaredRouter('/auth');
  const { auth, config } = deps;
  const isConfigured = (name: AuthProviderName) => auth.configuredProviders.includes(name);

  const finish = (request: Request, response: Response, outcome: PopupOutcome) => {
    const provider = String(request.params.provider);
    sendPopupResult(
      response,
      outcome,
      publicOriginOf(request, config.publicOrigin),
      isAuthProviderName(provider) ? provider : undefined,
    );
  };

  /** The provider named by the path, or the popup result page saying why there is none. */
  const providerOf = (request: Request, response: Response): AuthProviderName | null => {
    const name = String(request.params.provider);
    if (!isAuthProviderName(name)) {
      finish(request, response, {
        ok: false,
        code: 'unsupported-provider',
        message: AUTH_MESSAGES.unsupportedProvider,
      });
      return null;
    }
    if (!isConfigured(name)) {
      finish(request, response, {
        ok: false,
        code: 'configuration-not-found',
        message: notConfiguredMessage(name),
      });
      return null;
    }
    return name;
  };

  /** The same redirect_uri on both legs (the token exchange repeats it), on the public origin. */
  const optionsFor = (
    request: Request,
    provider: AuthProviderName,
  ): AuthenticateOptions & { callbackURL: string } => ({
    callbackURL: `${publicOriginOf(request, config.publicOrigin)}/auth/${provider}/callback`,
  });

  routes.get('/providers', (_request, response) => {
    const body: AuthProvidersResponse = {
      providers: auth.configuredProviders.map((name) => ({ name, label: AUTH_PROVIDER_LABELS[name] })),
      localSignIn: config.isLocalSignInEnabled,
    };
    response.json(body);
  });

  // Step 1, in the popup: off to the provider's consent page, with a state nonce kept in the session.
  routes.get('/:provider', (request: Request, response: Response, next: NextFunction) => {
    const provider = providerOf(request, response);
    if (provider === null) return;
    auth.passport.authenticate(provider as string, optionsFor(request, provider), (error: unknown) => {
      deps.logger.warn({ err: error, provider }, 'sign-in: could not start');
      finish(request, response, {
        ok: false,
        code: 'authentication-failed',
        message: AUTH_MESSAGES.authenticationFailed,
      });
    })(request, response, next);
  });

  // Step 2, back from the provider: check the state, exchange the code, store the user, sign in.
  routes.get('/:provider/callback', (request: Request, response: Response, next: NextFunction) => {
    const provider = providerOf(request, response);
    if (provider === null) return;
    const providerError = typeof request.query.error === 'string' ? request.query.error : undefined;
    const providerMessage =
      typeof request.query.error_description === 'string' && request.query.error_description.trim() !== ''
        ? request.query.error_description.slice(0, 300)
        : undefined;
    if (providerError !== undefined) {
      // The user said no on the consent page (or the provider refused): nothing is signed in.
      finish(request, response, {
        ok: false,
        code: providerError === 'access_denied' ? 'access-denied' : 'authentication-failed',
        message: providerMessage ?? AUTH_MESSAGES.authenticationFailed,
      });
      return;
    }
    if (typeof request.query.code !== 'string') {
      // Without a code passport would start a new sign-in from the callback URL; this is a broken return.
      finish(request, response, {
        ok: false,
        code: 'authentication-failed',
        message: AUTH_MESSAGES.authenticationFailed,
      });
      return;
    }
    auth.passport.authenticate(
      provider as string,
      optionsFor(request, provider),
      (error: unknown, user: Express.User | false | null, _info: unknown, status: unknown) => {
        if (error instanceof LoginStepError) {
          finish(request, response, { ok: false, code: 'login-failed', message: AUTH_MESSAGES.loginFailed });
          return;
        }
        if (error) {
          deps.logger.warn({ err: error, provider }, 'sign-in: the provider step failed');
          finish(request, response, {
            ok: false,
            code: 'authentication-failed',
            message: AUTH_MESSAGES.authenticationFailed,
          });
          return;
        }
        if (!user) {
          // passport-oauth2 fails with 403 when the state is missing or does not match the session's.
          const isStateFailure = status === 403;
          finish(request, response, {
            ok: false,
            code: isStateFailure ? 'invalid-state' : 'authentication-failed',
            message: isStateFailure ? AUTH_MESSAGES.invalidState : AUTH_MESSAGES.authenticationFailed,
          });
          return;
        }
        logIn(request, user).then(
          () => finish(request, response, { ok: true }),
          (loginError: unknown) => {
            deps.logger.error({ err: loginError, provider }, 'sign-in: saving the session failed');
            finish(request, response, {
              ok: false,
              code: 'login-failed',
              message: AUTH_MESSAGES.loginFailed,
            });
          },
        );
      },
    )(request, response, next);
  });

  // A name-only account for trying signed-in features on a machine with no provider (issue: sign-in screen).
  routes.post('/local', async (request, response) => {
    if (!config.isLocalSignInEnabled) {
      throw new ForbiddenError(AUTH_MESSAGES.localSignInDisabled);
    }
    const body = parse(localSignInBodySchema, request.body);
    const user = await signInUser(deps.store, localIdentity(body.username), []);
    await logIn(request, user);
    const answer: LocalSignInResponse = { user: toUserView(user) };
    response.json(answer);
  });

  // Ends the session on the server and in the browser (spec §4: logout clears the user).
  routes.post('/logout', async (request, response) => {
    await new Promise<void>((resolve, reject) =>
      request.session ? request.session.destroy((error) => (error ? reject(error) : resolve())) : resolve(),
    );
    response.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(deps.isProduction));
    response.status(204).end();
  });

  return routes.router;
}
