import type { IncomingMessage, ServerResponse } from 'node:http';
import { MULTIPLAYER_ROUTES } from '@bluffle/shared-schema';
import express, { type RequestHandler, type Router } from 'express';
import '../../auth/express-user';
import type { Logger } from '../../logging/logger';
import type { ServerMetrics } from '../../observability/metrics';
import type { MultiplayerServices, PolledJson, PollWait } from '../../services/multiplayer';
import { isEtagMatched, isStateMatched } from '../../multiplayer/view-etag';
import { signedInUser } from '../access/access-check';
import { errorHandler } from '../error-handler';
import { PollLane, type PollAnswer, type PollExchange } from '../poll-lane';
import type { RememberedSignIn } from '../poll-sign-in';
import { preferredWaitSeconds } from '../prefer-wait';
import { requestLog } from '../request-log';

/** The polls' paths under /api: the chain's middleware runs for these only, other calls pass straight on. */
const POLL_PATH_PREFIXES = ['/multiplayer/lobby/', '/multiplayer/game/', '/multiplayer/watch/'];

function onlyForPolls(handler: RequestHandler): RequestHandler {
  return (request, response, next) => {
    // HEAD too: Express answers it with the GET route (headers only), which needs the same sign-in.
    const isPoll =
      (request.method === 'GET' || request.method === 'HEAD') &&
      POLL_PATH_PREFIXES.some((prefix) => request.path.startsWith(prefix));
    if (isPoll) handler(request, response, next);
    else next();
  };
}

/**
 * A long poll's ask: `Prefer: wait=N` (RFC 7240), with a signal that aborts when the client goes
 * away before its answer, so the room drops the poll it holds. Undefined without a readable wait: a plain poll.
 */
function pollWaitOf(request: IncomingMessage, response: ServerResponse): PollWait | undefined {
  const waitSeconds = preferredWaitSeconds(request.headers.prefer);
  if (waitSeconds === undefined) return undefined;
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return { ifNoneMatch: request.headers['if-none-match'], waitSeconds, signal: controller.signal };
}

/**
 * The view, or 304 Not Modified without it when the poller already holds it (its If-None-Match names this
 * view's ETag, which the room made when it wrote the view). The room call came first either way, so a 304
 * still counts as the player's call (the REST reconnection window, docs/design.md decision 6). `no-cache`: a
 * browser keeps the view but asks each time, sending the ETag itself, so even a client that knows nothing
 * of ETags gets the 304s; one that sends no If-None-Match gets the whole view on every poll, as docs/product.md §9 has it.
 * A long poll whose wait was applied also gets 304 when only the countdown moved (it asked to hear of
 * changes, and a second ticking off is not one), with the current ETag, as RFC 9110 §15.4.5 asks.
 */
function viewAnswer(request: IncomingMessage, view: PolledJson<unknown>): PollAnswer {
  const { etag, appliedWaitSeconds } = view;
  const ifNoneMatch = request.headers['if-none-match'];
  const headers: Array<readonly [string, string]> = [
    ['ETag', etag],
    ['Cache-Control', 'private, no-cache'],
    ['Vary', 'Prefer'],
  ];
  if (appliedWaitSeconds !== undefined) headers.push(['Preference-Applied', `wait=${appliedWaitSeconds}`]);
  const isHeld =
    isEtagMatched(ifNoneMatch, etag) ||
    (appliedWaitSeconds !== undefined && isStateMatched(ifNoneMatch, etag));
  return isHeld ? { status: 304, headers } : { status: 200, headers, body: view.json };
}

/**
 * A poll read and answered; a long poll whose client went away meanwhile gets nothing (its room answered
 * it as gone, which is not this client's refusal to log).
 */
async function answerPoll(
  { request, response }: PollExchange,
  read: (wait: PollWait | undefined) => Promise<PolledJson<unknown>>,
): Promise<PollAnswer | undefined> {
  const wait = pollWaitOf(request, response);
  try {
    const view = await read(wait);
    return wait?.signal.aborted ? undefined : viewAnswer(request, view);
  } catch (error) {
    if (wait?.signal.aborted) return undefined;
    throw error;
  }
}

export interface LobbyPollRoutes {
  /** The Express face, mounted at /api ahead of the API router. */
  chain: Router;
  /** The lane's own face, ahead of Express on the server's request listener (poll-lane.ts). */
  serve: PollLane['serve'];
}

/**
 * The lobby polls (GET /api/multiplayer/lobby|game/:code, and a watcher's /watch/:code: every REST player
 * polls one each second or two, docs/product.md §9, or long-polls with `Prefer: wait`) on a lane of their own
 * (poll-lane.ts): who is calling, read from the remembered sign-in (poll-sign-in.ts), and the route's access
 * check from its contract, as for every route. The plain GETs are answered ahead of Express (`serve`); any
 * other spelling goes through Express on a chain of its own, mounted at /api ahead of the API router, which
 * skips what the rest of the API runs and a GET never needs: the cross-site guard and body parsing (both for
 * bodies), the express-session chain, and the matching of every router mounted before the lobby's.
 */
export function lobbyPollRoutes(deps: {
  services: MultiplayerServices;
  /** Who is calling, for the lane's own face. */
  signIn: RememberedSignIn;
  /** The same as middleware, for the Express face (poll-sign-in.ts). */
  signInMiddleware: RequestHandler;
  logger: Logger;
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  metrics?: Pick<ServerMetrics, 'countPolls' | 'countPollAnswer'>;
}): LobbyPollRoutes {
  const { services, metrics } = deps;
  const lane = new PollLane({
    mountPath: '/api',
    signIn: deps.signIn,
    logger: deps.logger,
    securityHeaders: deps.securityHeaders,
    // No poll is rate-limited (a poll is cheap by design), so the lane's answers count as polls only.
    onAnswered: metrics?.countPollAnswer,
  });
  lane.on(MULTIPLAYER_ROUTES.lobby, ({ params }, exchange) =>
    answerPoll(exchange, (wait) => services.readLobby(signedInUser(exchange), params.code, wait)),
  );
  lane.on(MULTIPLAYER_ROUTES.game, ({ params }, exchange) =>
    answerPoll(exchange, (wait) => services.readGame(signedInUser(exchange), params.code, wait)),
  );
  // A polling watcher's read: no account, the watcher's token; the players' view and ETag.
  lane.on(MULTIPLAYER_ROUTES.watchedGame, ({ params, query }, exchange) =>
    answerPoll(exchange, (wait) => services.readWatcherGame(params.code, query.watcherId, wait)),
  );

  const chain = express.Router();
  // Not mounted on the polls' paths: that would hide the path from the sign-in's own check (request.path).
  if (metrics !== undefined) chain.use(onlyForPolls(metrics.countPolls));
  chain.use(onlyForPolls(requestLog(deps.logger)), onlyForPolls(deps.signInMiddleware));
  chain.use(lane.router);
  // Only a poll's own failures get here (a refusal, a bad code): other calls never enter the routes.
  chain.use(errorHandler(deps.logger));
  return { chain, serve: (request, response) => lane.serve(request, response) };
}
