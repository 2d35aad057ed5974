import {
  AUTH_MESSAGES,
  AUTH_PAGE_ORIGIN_PARAM,
  AUTH_PROVIDER_LABELS,
  AUTH_ROUTES,
  ERROR_CODES,
  authErrorMessage,
  isAuthProviderName,
  type AuthErrorCode,
  type AuthProviderName,
  type AuthProvidersResponse,
  type LocalSignInResponse,
} from '@bluffle/shared-schema';
import type { Request, RequestHandler, Response, Router } from 'express';
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
import type { Clock } from '../../clock';
import { signedInUserOf } from '../../domain/user';

export interface AuthRouteDeps {
  auth: AuthPassport;
  config: AuthConfig;
  store: Pick<Store, 'users'>;
  isProduction: boolean;
  logger: Logger;
  clock: Clock;
}

/** A failed sign-in, always with our own message for its code (never a provider's text). */
function failed(code: AuthErrorCode, provider: string | null = null): PopupOutcome {
  return { ok: false, code, message: authErrorMessage(code, provider) };
}

/** The http(s) origin of `value`, or null when it is not an http(s) URL. */
function httpOriginOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function logIn(request: Request, user: Express.User): Promise<void> {
  // passport regenerates the session here, so a session id planted before sign-in is worth nothing.
  return new Promise((resolve, reject) =>
    request.logIn(user, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * Sign-in under /auth (docs/product.md §4 Authentication, §8 Sign-in; docs/design.md decision 5). The provider routes run in
 * the popup and always end on the popup result page, never JSON; the others are JSON calls.
 */
export function authRoutes(deps: AuthRouteDeps): Router {
  const routes = declaredRouter('/auth');
  const { auth, config } = deps;
  const isConfigured = (name: AuthProviderName) => auth.configuredProviders.includes(name);

  const finish = (
    request: Request,
    response: Response,
    outcome: PopupOutcome,
    targetOrigin = publicOriginOf(request, config.publicOrigin),
  ) => {
    const provider = String(request.params.provider);
    sendPopupResult(response, outcome, targetOrigin, isAuthProviderName(provider) ? provider : undefined);
  };

  /** The provider named by the path, or the popup result page saying why there is none. */
  const providerOf = (request: Request, response: Response): AuthProviderName | null => {
    const name = String(request.params.provider);
    if (!isAuthProviderName(name)) {
      finish(request, response, failed('unsupported-provider'));
      return null;
    }
    if (!isConfigured(name)) {
      finish(request, response, failed('configuration-not-found', name));
      return null;
    }
    return name;
  };

  /**
   * The origin of the page that opened the popup (authStartPath names it) when PUBLIC_URL is set and it is
   * another one: the provider would send the player back to PUBLIC_URL, where this page's session and
   * window are not, so the sign-in could never finish (docs/product.md §8 Unauthorized domain). The Host header is
   * not asked: a proxy in front may rewrite it, and the page's own origin is what decides.
   */
  const foreignPageOrigin = (request: Request): string | null => {
    const claimed = request.query[AUTH_PAGE_ORIGIN_PARAM];
    if (config.publicOrigin === undefined || typeof claimed !== 'string') return null;
    const origin = httpOriginOf(claimed);
    return origin !== null && origin !== config.publicOrigin ? origin : null;
  };

  /** The same redirect_uri on both legs (the token exchange repeats it), on the public origin. */
  const optionsFor = (
    request: Request,
    provider: AuthProviderName,
  ): AuthenticateOptions & { callbackURL: string } => ({
    callbackURL: `${publicOriginOf(request, config.publicOrigin)}/auth/${provider}/callback`,
  });

  routes.on(AUTH_ROUTES.providers, (_input, _request, response) => {
    const body: AuthProvidersResponse = {
      providers: auth.configuredProviders.map((name) => ({ name, label: AUTH_PROVIDER_LABELS[name] })),
      localSignIn: config.isLocalSignInEnabled,
    };
    response.json(body);
  });

  // Step 1, in the popup: off to the provider's consent page, with a state nonce kept in the session.
  // The provider is read here, not parsed: an unknown one ends on the popup page, never on JSON.
  routes.on(AUTH_ROUTES.start, { paramsReadByHandler: true }, (_input, request, response, next) => {
    const provider = providerOf(request, response);
    if (provider === null) return;
    const pageOrigin = foreignPageOrigin(request);
    if (pageOrigin !== null) {
      // Posted to the page that asked (it learns nothing but this code), since PUBLIC_URL is not its origin.
      finish(request, response, failed('unauthorized-domain'), pageOrigin);
      return;
    }
    auth.passport.authenticate(provider as string, optionsFor(request, provider), (error: unknown) => {
      deps.logger.warn({ err: error, provider }, 'sign-in: could not start');
      finish(request, response, failed('authentication-failed'));
    })(request, response, next);
  });

  // Step 2, back from the provider: check the state, exchange the code, store the user, sign in.
  routes.on(AUTH_ROUTES.callback, { paramsReadByHandler: true }, (_input, request, response, next) => {
    const provider = providerOf(request, response);
    if (provider === null) return;
    const providerError = typeof request.query.error === 'string' ? request.query.error : undefined;
    if (providerError !== undefined) {
      // The state first: a return this session never started (a crafted link) says only that, whatever
      // error it claims. The provider's error_description is never shown: our pages say our own words.
      if (!auth.isReturnStateValid(request, provider)) {
        finish(request, response, failed('invalid-state'));
        return;
      }
      // The user said no on the consent page (or the provider refused): nothing is signed in.
      deps.logger.info({ provider, providerError: providerError.slice(0, 100) }, 'sign-in: refused');
      finish(
        request,
        response,
        failed(providerError === 'access_denied' ? 'access-denied' : 'authentication-failed'),
      );
      return;
    }
    if (typeof request.query.code !== 'string') {
      // Without a code passport would start a new sign-in from the callback URL; this is a broken return.
      finish(request, response, failed('authentication-failed'));
      return;
    }
    auth.passport.authenticate(
      provider as string,
      optionsFor(request, provider),
      (error: unknown, user: Express.User | false | null, _info: unknown, status: unknown) => {
        if (error instanceof LoginStepError) {
          finish(request, response, failed('login-failed'));
          return;
        }
        if (error) {
          deps.logger.warn({ err: error, provider }, 'sign-in: the provider step failed');
          finish(request, response, failed('authentication-failed'));
          return;
        }
        if (!user) {
          // The state store fails with 403 when the state is missing or does not match the session's.
          finish(request, response, failed(status === 403 ? 'invalid-state' : 'authentication-failed'));
          return;
        }
        logIn(request, user).then(
          () => finish(request, response, { ok: true }),
          (loginError: unknown) => {
            deps.logger.error({ err: loginError, provider }, 'sign-in: saving the session failed');
            finish(request, response, failed('login-failed'));
          },
        );
      },
    )(request, response, next);
  });

  // A name-only account for trying signed-in features on a machine with no provider (issue: sign-in screen).
  // Refused before the body is read: with local sign-in off, no body is worth a 400.
  const localSignInEnabled: RequestHandler = (_request, _response, next) => {
    if (!config.isLocalSignInEnabled) {
      throw new ForbiddenError(AUTH_MESSAGES.localSignInDisabled, ERROR_CODES.localSignInDisabled);
    }
    next();
  };
  routes.on(AUTH_ROUTES.local, { before: [localSignInEnabled] }, async ({ body }, request, response) => {
    const user = signedInUserOf(
      await signInUser(deps.store, localIdentity(body.username), []),
      deps.clock.now(),
    );
    await logIn(request, user);
    const answer: LocalSignInResponse = { user: toUserView(user) };
    response.json(answer);
  });

  // Ends the session on the server and in the browser (docs/product.md §4: logout clears the user).
  routes.on(AUTH_ROUTES.logout, async (_input, request, response) => {
    await new Promise<void>((resolve, reject) =>
      request.session ? request.session.destroy((error) => (error ? reject(error) : resolve())) : resolve(),
    );
    response.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(deps.isProduction));
    response.status(204).end();
  });

  return routes.router;
}
