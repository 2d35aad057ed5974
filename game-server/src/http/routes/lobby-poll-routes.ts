import { MULTIPLAYER_ROUTES } from '@bluffle/shared-schema';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import '../../auth/express-user';
import type { Logger } from '../../logging/logger';
import type { MultiplayerServices, PolledJson, PollWait } from '../../services/multiplayer';
import { isEtagMatched, isStateMatched } from '../../multiplayer/view-etag';
import { signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { errorHandler } from '../error-handler';
import { preferredWaitSeconds } from '../prefer-wait';
import { requestLog } from '../request-log';
import { sendSerializedJson } from '../send-serialized-json';

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
function pollWaitOf(request: Request, response: Response): PollWait | undefined {
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
function sendView(request: Request, response: Response, view: PolledJson<unknown>): void {
  const { etag, appliedWaitSeconds } = view;
  const ifNoneMatch = request.headers['if-none-match'];
  response.set('ETag', etag);
  response.set('Cache-Control', 'private, no-cache');
  response.vary('Prefer');
  if (appliedWaitSeconds !== undefined) response.set('Preference-Applied', `wait=${appliedWaitSeconds}`);
  const isHeld =
    isEtagMatched(ifNoneMatch, etag) ||
    (appliedWaitSeconds !== undefined && isStateMatched(ifNoneMatch, etag));
  if (isHeld) {
    response.status(304).end();
    return;
  }
  sendSerializedJson(response, view);
}

/**
 * A poll read and answered; a long poll whose client went away meanwhile gets nothing (its room answered
 * it as gone, which is not this client's refusal to log).
 */
async function answerPoll(
  request: Request,
  response: Response,
  read: (wait: PollWait | undefined) => Promise<PolledJson<unknown>>,
): Promise<void> {
  const wait = pollWaitOf(request, response);
  try {
    const view = await read(wait);
    if (!wait?.signal.aborted) sendView(request, response, view);
  } catch (error) {
    if (!wait?.signal.aborted) throw error;
  }
}

/**
 * The lobby polls (GET /api/multiplayer/lobby|game/:code, and a watcher's /watch/:code: every REST player polls one each second or
 * two, docs/product.md §9, or long-polls with `Prefer: wait`) on a chain of their own, mounted at /api ahead of the API router. A poll needs only who is
 * calling, read by `signIn` (poll-sign-in.ts), and its route's access check, which declaredRouter puts in
 * front as for every route (the route's contract stays the one place that says who may call). It skips what the
 * rest of the API runs and a GET never needs: the cross-site guard and body parsing (both for bodies), the
 * express-session chain, and the matching of every router mounted before the lobby's.
 */
export function lobbyPollRoutes(deps: {
  services: MultiplayerServices;
  signIn: RequestHandler;
  logger: Logger;
  /** Counts the polls and their 304s (the server's metrics). */
  countPoll?: RequestHandler;
}): Router {
  const { services } = deps;
  const routes = declaredRouter('/api');
  routes.on(MULTIPLAYER_ROUTES.lobby, async ({ params }, request, response) => {
    await answerPoll(request, response, (wait) =>
      services.readLobby(signedInUser(request), params.code, wait),
    );
  });
  routes.on(MULTIPLAYER_ROUTES.game, async ({ params }, request, response) => {
    await answerPoll(request, response, (wait) =>
      services.readGame(signedInUser(request), params.code, wait),
    );
  });
  // A polling watcher's read: no account, the watcher's token; the players' view and ETag.
  routes.on(MULTIPLAYER_ROUTES.watchedGame, async ({ params, query }, request, response) => {
    await answerPoll(request, response, (wait) =>
      services.readWatcherGame(params.code, query.watcherId, wait),
    );
  });

  const chain = express.Router();
  // Not mounted on the polls' paths: that would hide the path from the sign-in's own check (request.path).
  if (deps.countPoll !== undefined) chain.use(onlyForPolls(deps.countPoll));
  chain.use(onlyForPolls(requestLog(deps.logger)), onlyForPolls(deps.signIn));
  chain.use(routes.router);
  // Only a poll's own failures get here (a refusal, a bad code): other calls never enter the routes.
  chain.use(errorHandler(deps.logger));
  return chain;
}
