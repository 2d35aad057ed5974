import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { RouteContract } from '@bluffle/shared-schema';
import type { Router } from 'express';
import '../auth/express-user';
import { sessionCookieValue } from '../auth/signed-in-user-from-cookie';
import type { Logger } from '../logging/logger';
import { checkAccess } from './access/access-check';
import { declaredRouter, routeInputOf, type DeclaredRouter, type RouteInput } from './access/declared-router';
import { findRouteRule, type RouteRule } from './access/route-table';
import { failureOf } from './error-handler';
import type { RememberedSignIn } from './poll-sign-in';
import { logRequestOnFinish } from './request-log';

/** What res.json and res.type('application/json') send. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/**
 * A path parameter the lane takes as it stands: nothing Express's router would decode or read otherwise (a
 * `%`, a dot, a slash, a trailing slash). Any other spelling goes to Express, which answers it as ever.
 */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** A poll's answer as data, which either face of the lane writes. */
export interface PollAnswer {
  status: number;
  /** The answer's own headers; the lane adds the security headers and the body's type and length. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** JSON, already written. */
  body?: string;
}

/** Who is polling, and the request and response (a long poll listens for its client going away). */
export interface PollExchange {
  user: Express.User | undefined;
  request: IncomingMessage;
  response: ServerResponse;
}

/** A poll route's handler: its answer, or undefined when its client went away and nobody reads one. */
export type PollHandler<Contract extends RouteContract> = (
  input: RouteInput<Contract>,
  exchange: PollExchange,
) => Promise<PollAnswer | undefined>;

interface LaneRoute {
  contract: RouteContract;
  /** The contract's path up to its one parameter, e.g. `/api/multiplayer/game/`. */
  prefix: string;
  paramName: string;
  rule: RouteRule;
  handler: PollHandler<RouteContract>;
}

export interface PollLaneDeps {
  /** Where the Express face is mounted (`/api`). */
  mountPath: string;
  signIn: RememberedSignIn;
  logger: Logger;
  /** The security headers every answer carries (security-headers.ts). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  /**
   * Each answer's status as the lane's own face writes it (the server's metrics); on the Express face the
   * middleware in front of the router counts.
   */
  onAnswered?: (status: number) => void;
}

/** `/api/x/:name` as its prefix and parameter; a poll route has exactly one, last. */
function prefixAndParamOf(path: string): { prefix: string; paramName: string } {
  const colon = path.indexOf(':');
  const paramName = path.slice(colon + 1);
  if (colon === -1 || !path.endsWith(`/:${paramName}`) || !/^\w+$/.test(paramName)) {
    throw new Error(`${path}: a poll route's path ends in its one parameter.`);
  }
  return { prefix: path.slice(0, colon), paramName };
}

/**
 * The lobby polls' own way in (GET /api/multiplayer/lobby|game|watch/:code): every REST player polls once a
 * second or two (docs/product.md §9), so a poll costs what a bare Express route costs or less. Routes are
 * declared as any other (`on(contract, handler)`): the contract's access rule (checkAccess) and its
 * parameters' schemas (routeInputOf) run for every poll. The lane has two faces:
 * - `serve`, ahead of Express on the server's request listener, takes a plain GET of a poll path: it reads
 *   who is calling from the remembered sign-in (poll-sign-in.ts), checks, parses, runs the handler and
 *   writes its answer with the security headers in one writeHead. What it skips is what a poll never
 *   needs: Express's app and router (prototype swaps, layer matching), body parsing and the cross-site
 *   guard (a GET has no body), express-session and passport.
 * - `router`, the same routes registered on Express through declaredRouter, answers every other spelling
 *   (HEAD, a parameter to decode, a trailing slash) the same way, and is what the start-up check and the
 *   authorization matrix see.
 */
export class PollLane {
  private readonly routes: LaneRoute[] = [];
  private readonly securityHeaders: string[];
  private readonly express: DeclaredRouter;

  constructor(private readonly deps: PollLaneDeps) {
    this.express = declaredRouter(deps.mountPath);
    this.securityHeaders = deps.securityHeaders.flat();
  }

  /** The Express face: the same routes, for every request `serve` leaves to Express. */
  get router(): Router {
    return this.express.router;
  }

  /** Binds the handler of a poll route declared in shared-schema/src/api/routes, on both faces. */
  on<Contract extends RouteContract>(contract: Contract, handler: PollHandler<Contract>): void {
    if (contract.method !== 'GET' || contract.body !== undefined) {
      throw new Error(`${contract.method} ${contract.path}: a poll is a GET without a body.`);
    }
    const rule = findRouteRule(contract.method, contract.path);
    if (rule === undefined) throw new Error(`${contract.path} has no access rule.`);
    const laneHandler = handler as PollHandler<RouteContract>;
    this.routes.push({ contract, ...prefixAndParamOf(contract.path), rule, handler: laneHandler });
    this.express.on(contract, (input, request, response, next) => {
      laneHandler(input as RouteInput<RouteContract>, { user: request.user, request, response }).then(
        (answer) => {
          if (answer !== undefined) this.writeHead(response, answer, []);
        },
        next,
      );
    });
  }

  /** Answers the request when it is a plain GET of a poll route; false leaves it to Express. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    for (const route of this.routes) {
      if (!path.startsWith(route.prefix)) continue;
      const segment = path.slice(route.prefix.length);
      if (!PLAIN_SEGMENT.test(segment)) return false;
      logRequestOnFinish(this.deps.logger, request, response);
      const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
      const cookie = route.rule.rule === 'public' ? undefined : sessionCookieValue(request.headers.cookie);
      const user = cookie === undefined ? null : this.deps.signIn.userOf(cookie);
      if (user instanceof Promise) {
        user.then(
          (read) => this.run(route, segment, rawQuery, read ?? undefined, request, response),
          (error: unknown) => this.fail(error, request, response),
        );
      } else {
        void this.run(route, segment, rawQuery, user ?? undefined, request, response);
      }
      return true;
    }
    return false;
  }

  private async run(
    route: LaneRoute,
    segment: string,
    rawQuery: string,
    user: Express.User | undefined,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    try {
      const params = { [route.paramName]: segment };
      checkAccess(route.rule.rule, route.rule.guestMessage, user, params);
      // Express's default ('simple') query parser is node:querystring's.
      const query = route.contract.query === undefined ? undefined : parseQuery(rawQuery);
      const input = routeInputOf(route.contract, {}, { params, query, body: undefined });
      const answer = await route.handler(input, { user, request, response });
      if (answer !== undefined) this.write(response, answer);
    } catch (error) {
      this.fail(error, request, response);
    }
  }

  /** A refusal or a failure, in the one error shape (error-handler.ts). */
  private fail(error: unknown, request: IncomingMessage, response: ServerResponse): void {
    const { status, body } = failureOf(error, (unexpected) =>
      this.deps.logger.error({ err: unexpected, method: request.method, url: request.url }, 'request failed'),
    );
    if (response.headersSent) {
      response.end();
      return;
    }
    this.write(response, { status, headers: [], body: JSON.stringify(body) });
  }

  /** The lane's own answer: the security headers first, as helmet would have set them. */
  private write(response: ServerResponse, answer: PollAnswer): void {
    this.writeHead(response, answer, this.securityHeaders);
    this.deps.onAnswered?.(answer.status);
  }

  /**
   * One writeHead with every header, then the body (on Express's face helmet has set the security headers
   * already, so `leading` is empty there).
   */
  private writeHead(response: ServerResponse, answer: PollAnswer, leading: readonly string[]): void {
    const headers = [...leading];
    for (const [name, value] of answer.headers) headers.push(name, value);
    if (answer.body !== undefined) {
      headers.push(
        'Content-Type',
        JSON_CONTENT_TYPE,
        'Content-Length',
        String(Buffer.byteLength(answer.body)),
      );
    }
    response.writeHead(answer.status, headers);
    response.end(answer.body);
  }
}
