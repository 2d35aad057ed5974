import type { IncomingMessage, ServerResponse } from 'node:http';
import { MULTIPLAYER_ROUTES } from '@bluffle/shared-schema';
import express, { type Application } from 'express';
import { systemClock, type Clock } from '../clock';
import { createAuthPassport } from '../auth/create-passport';
import { sessionMiddleware } from '../auth/session-middleware';
import { withSessionCookie } from '../auth/with-session-cookie';
import type { AppConfig } from '../config/read-config';
import type { Logger } from '../logging/logger';
import type { AdminWordServices } from '../services/admin-words/admin-word-services';
import type { GameServices } from '../services/game-services';
import type { MultiplayerServices } from '../services/multiplayer';
import type { ServerMetrics } from '../observability/metrics';
import type { Store } from '../store/port';
import { checkRoutesDeclared } from './access/check-routes-declared';
import { adminRequestLog } from './admin-request-log';
import { underApi } from './api-path';
import { authRateLimit } from './auth-rate-limit';
import { crossSiteGuard } from './cross-site-guard';
import { defaultJsonBody } from './json-body';
import { toolRateLimit } from './rate-limit/tool-rate-limit';
import { playRateLimits } from './rate-limit/play-rate-limits';
import { memoryRateLimitStore, type RateLimitStore } from '../rate-limit/rate-limit-store';
import { apiNotFound, errorHandler } from './error-handler';
import { requestLog } from './request-log';
import { pollSignIn, rememberedSignIn } from './poll-sign-in';
import { userOfSessionCookie } from '../auth/signed-in-user-from-cookie';
import { signedInUserOf } from '../domain/user';
import { allowSignInPopupOpener, fixedSecurityHeaders, securityHeaders } from './security-headers';
import { adminWordRoutes } from './routes/admin-word-routes';
import { moderationRoutes } from './routes/moderation-routes';
import { wordSearchRoutes } from './routes/word-search-routes';
import { wordsmithWordRoutes } from './routes/wordsmith-word-routes';
import type { WordsmithWordServices } from '../services/wordsmith/wordsmith-word-services';
import { createModerationServices } from '../services/moderation/moderation-services';
import { authRoutes } from './routes/auth-routes';
import { customSessionRoutes } from './routes/custom-session-routes';
import { dailyRoutes } from './routes/daily-routes';
import { healthRoutes, type ReadinessCheck } from './routes/health-routes';
import { metricsRoutes } from './routes/metrics-routes';
import { lobbyPollRoutes } from './routes/lobby-poll-routes';
import { multiplayerRoutes } from './routes/multiplayer-routes';
import { paymentRoutes } from './routes/payment-routes';
import { createPaymentServices } from '../services/payments/payment-services';
import { sessionRoutes } from './routes/session-routes';
import { userRoutes } from './routes/user-routes';
import { adsRoutes } from './routes/ads-routes';
import { dailyLimitRetryAfter } from './daily-limit-retry-after';
import { unavailableRetryAfter } from './unavailable-retry-after';
import { wordRoutes } from './routes/word-routes';
import { webAppRoutes } from './web-app';
import {
  API_REFERENCE_ASSETS_PATH,
  apiReferenceAssets,
  apiReferenceRoutes,
} from './openapi/api-reference-routes';

/**
 * A lobby's per-round calls, paths as the /api router sees them: the polls (docs/product.md §9: each REST player once a
 * second) and the answers, which come in bursts as every player of a round answers within seconds.
 */
function isLobbyRoundCall(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') {
    return path.startsWith('/multiplayer/game/') || path.startsWith('/multiplayer/lobby/');
  }
  return method === 'POST' && (path === '/multiplayer/answer' || path === '/multiplayer/next-round');
}

export interface HttpAppDeps {
  config: Pick<
    AppConfig,
    | 'bodyLimit'
    | 'webDistDir'
    | 'auth'
    | 'sessionSecret'
    | 'nodeEnv'
    | 'playLimits'
    | 'adminRequestsPer10Minutes'
    | 'wordsmithRequestsPer10Minutes'
    | 'payments'
    | 'metrics'
  >;
  services: GameServices;
  adminWords: AdminWordServices;
  /** The wordsmith's validate, Fill-in, Summon and submit; shares the admin's word generator. */
  wordsmithWords: WordsmithWordServices;
  multiplayer: MultiplayerServices;
  /**
   * Sign-in reads users and sessions; moderation and the wordsmith's search read and review words; payments
   * keep billing accounts and the webhook's event ledger.
   */
  store: Pick<Store, 'users' | 'authSessions' | 'words' | 'wordPlays' | 'billing' | 'paymentEvents'>;
  clock?: Clock;
  /** Where the rate limits count: Redis with REDIS_URL (one allowance across processes); memory by default. */
  rateLimitStore?: RateLimitStore;
  logger: Logger;
  checkReady: ReadinessCheck;
  /** What GET /metrics serves; without it (an app built for a test) /metrics answers 404. */
  metrics?: ServerMetrics;
}

export interface HttpApp {
  /**
   * Answers a plain lobby poll ahead of Express (poll-lane.ts), or false to leave the request to the app: the
   * server's request listener asks it first for every API call.
   */
  servePoll(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * Everything Express serves on the one port (docs/design.md decision 1): /health and /ready, sign-in under /auth,
 * the REST API under /api (JSON in, JSON out, JSON errors), and the web app for every other path.
 * Colyseus's own routes (/matchmake) are answered before this app sees a request. Who may call each
 * route is declared in its contract (shared-schema/src/api/routes, read by access/route-table.ts); the app
 * refuses to start with a route not declared there, or a declared route without a handler.
 */
export function configureHttpApp(app: Application, deps: HttpAppDeps): HttpApp {
  const { config, logger } = deps;
  const isProduction = config.nodeEnv === 'production';
  const securityHeaderOptions = { isProduction, adsense: config.payments.adsense };
  app.disable('x-powered-by');
  // First, so that every answer has them: pages, JSON, errors (security-headers.ts says which and why).
  app.use(securityHeaders(securityHeaderOptions));
  // API answers are per player and never revalidated, so hashing every body for an ETag is wasted work;
  // the web app's static files get their own ETags from express.static.
  app.set('etag', false);
  // Behind a TLS proxy this is what makes request.secure (Secure cookies) and client IPs (rate limits) true.
  app.set('trust proxy', config.auth.trustProxy);
  app.use(healthRoutes(deps.checkReady, logger));
  app.use(metricsRoutes(deps.metrics, config.metrics));
  // Every 429, whichever limit answered it: /auth's, the play limits, the tools'.
  if (deps.metrics !== undefined) app.use(deps.metrics.countRateLimitRefusals);

  const clock = deps.clock ?? systemClock;
  const rateLimitStore = deps.rateLimitStore ?? memoryRateLimitStore(clock);
  const auth = createAuthPassport({ store: deps.store, config: config.auth, logger, clock });
  const refuseCrossSite = crossSiteGuard(config.auth.publicOrigin);
  const signedInSession = [
    sessionMiddleware({ store: deps.store, secret: config.sessionSecret, isProduction, clock: deps.clock }),
    auth.passport.initialize(),
    auth.passport.session(),
  ];

  const authRouter = express.Router();
  authRouter.use(allowSignInPopupOpener);
  authRouter.use(requestLog(logger));
  authRouter.use(authRateLimit(config.auth.authRateLimit, rateLimitStore));
  authRouter.use(refuseCrossSite);
  authRouter.use(express.json({ limit: config.bodyLimit }));
  authRouter.use(...signedInSession);
  authRouter.use(authRoutes({ auth, config: config.auth, store: deps.store, isProduction, logger, clock }));
  authRouter.use(apiNotFound);
  authRouter.use(errorHandler(logger));
  app.use('/auth', authRouter);

  const roundSignIn = rememberedSignIn({
    readUser: async (sessionCookie) => {
      const user = await userOfSessionCookie(sessionCookie, {
        store: deps.store,
        secret: config.sessionSecret,
      });
      return user === null ? null : signedInUserOf(user, clock.now());
    },
    clock: deps.clock ?? systemClock,
  });
  const lobbyRoundSignIn = pollSignIn(roundSignIn, isLobbyRoundCall);
  // The lobby polls on their own lane (lobby-poll-routes.ts says what it skips): what Express still gets of
  // them goes through a lighter chain, ahead of the API's.
  const polls = lobbyPollRoutes({
    services: deps.multiplayer,
    signIn: roundSignIn,
    signInMiddleware: lobbyRoundSignIn,
    logger,
    securityHeaders: fixedSecurityHeaders(securityHeaderOptions),
    metrics: deps.metrics,
  });
  app.use('/api', polls.chain);

  const api = express.Router();
  api.use(requestLog(logger));
  api.use(refuseCrossSite);
  // The CSV upload reads its larger body itself, after its access check (json-body.ts).
  api.use(defaultJsonBody(config.bodyLimit));
  api.use(lobbyRoundSignIn);
  api.use(withSessionCookie(signedInSession));
  // One allowance per wordsmith for all the wordsmith's tools: the word tools, the search, custom sessions.
  const wordsmithLimit = toolRateLimit(
    'wordsmith requests',
    config.wordsmithRequestsPer10Minutes,
    rateLimitStore,
  );
  // Before the session routes: GET /sessions/:code would otherwise take /sessions/my-sessions.
  api.use(customSessionRoutes(deps.services.customSessions, wordsmithLimit));
  // One new-games allowance for solo games, challenges and the daily five: each starts a game.
  const playLimits = playRateLimits(config.playLimits, rateLimitStore);
  api.use(sessionRoutes(deps.services.sessions, playLimits, deps.metrics?.timeSoloAnswer));
  api.use(dailyRoutes(deps.services.dailyFive, playLimits));
  api.use(wordRoutes(deps.services.sessions));
  api.use(userRoutes(deps.services.accounts));
  api.use(adsRoutes(config.payments.adsense));
  // New lobbies share one allowance with Colyseus's create (lobby-room.ts): a plain middleware ahead of the
  // route, whose access check stays its contract's.
  api.use(underApi(MULTIPLAYER_ROUTES.create.path), (request, response, next) =>
    request.method === 'POST' ? playLimits.newLobbies(request, response, next) : next(),
  );
  api.use(multiplayerRoutes(deps.multiplayer));
  api.use(wordSearchRoutes({ store: deps.store }, wordsmithLimit));
  api.use(wordsmithWordRoutes(deps.wordsmithWords, wordsmithLimit));
  // One allowance per admin for all the admin's tools: the word tools and moderation.
  const adminLimit = toolRateLimit('admin requests', config.adminRequestsPer10Minutes, rateLimitStore);
  const adminCallLog = adminRequestLog(logger);
  api.use(adminWordRoutes(deps.adminWords, adminLimit, adminCallLog));
  api.use(moderationRoutes(createModerationServices({ store: deps.store }), adminLimit, adminCallLog));
  const payments = createPaymentServices({
    stripe: config.payments.stripe,
    store: deps.store,
    clock,
    logger,
  });
  api.use(paymentRoutes(payments, config.auth.publicOrigin));
  api.use(apiReferenceRoutes());
  api.use(apiNotFound);
  api.use(dailyLimitRetryAfter);
  api.use(unavailableRetryAfter);
  api.use(errorHandler(logger));
  // The API reference page's files, ahead of the /api router: static files need none of its middleware.
  app.use(API_REFERENCE_ASSETS_PATH, apiReferenceAssets());
  app.use('/api', api);

  app.use(webAppRoutes(config.webDistDir));
  // Anything else (a POST to a page, say) gets the JSON 404 too: Express's own HTML 404 drops the headers above.
  app.use(apiNotFound);
  app.use(errorHandler(logger));
  checkRoutesDeclared(app);
  return { servePoll: polls.serve };
}
