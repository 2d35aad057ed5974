import type { RouteContract } from '@bluffle/shared-schema';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { parse } from '../parse';
import { accessCheck } from './access-check';
import { findRouteRule } from './route-table';

/** What a contract declares, parsed: its path parameters, query and body (each `undefined` when it has none). */
export interface RouteInput<Contract extends RouteContract> {
  params: Contract extends { params: infer Params extends Record<string, z.ZodType> }
    ? { [Name in keyof Params]: z.output<Params[Name]> }
    : Record<string, never>;
  query: Contract extends { query: infer Query extends z.ZodType } ? z.output<Query> : undefined;
  body: Contract extends { body: infer Body extends z.ZodType } ? z.output<Body> : undefined;
}

export type RouteHandler<Contract extends RouteContract> = (
  input: RouteInput<Contract>,
  request: Request,
  response: Response,
  next: NextFunction,
) => unknown;

export interface RouteOptions {
  /** Middleware after the access check and before the parsing: a rate limit, a body reader of its own. */
  before?: RequestHandler[];
  /** A call without a body is read as `{}` (routes whose every body field is optional, such as the payments'). */
  absentBodyIsEmpty?: true;
  /** The path parameters are documented only: the handler reads them itself (sign-in answers a page, not JSON). */
  paramsReadByHandler?: true;
}

export interface DeclaredRouter {
  router: Router;
  /** Binds the handler of a route declared in shared-schema/src/api/routes. */
  on<Contract extends RouteContract>(contract: Contract, handler: RouteHandler<Contract>): void;
  on<Contract extends RouteContract>(
    contract: Contract,
    options: RouteOptions,
    handler: RouteHandler<Contract>,
  ): void;
}

/** A request's raw parts as a router found them: its path parameters, query and body. */
export interface RawRouteParts {
  params: Readonly<Record<string, unknown>>;
  query: unknown;
  body: unknown;
}

/**
 * The contract's params, query and body parsed in that order, at the boundary (docs/design.md decision 9): for
 * an Express route and for the poll lane (poll-lane.ts) alike.
 */
export function routeInputOf(
  contract: RouteContract,
  options: RouteOptions,
  raw: RawRouteParts,
): RouteInput<RouteContract> {
  const params: Record<string, unknown> = {};
  if (!options.paramsReadByHandler) {
    for (const [name, schema] of Object.entries(contract.params ?? {})) {
      params[name] = parse(schema as z.ZodType, raw.params[name], 'path');
    }
  }
  const query = contract.query && parse(contract.query, raw.query, 'query');
  const rawBody: unknown = options.absentBodyIsEmpty ? (raw.body ?? {}) : raw.body;
  const body: unknown = contract.body && parse(contract.body, rawBody);
  return { params, query, body } as RouteInput<RouteContract>;
}

/**
 * A Router whose routes are contracts listed in the route table (route-table.ts, read off
 * shared-schema/src/api/routes): each gets its rule's access check in front of the handler, then its
 * declared parts parsed, and a route missing from the table stops the server at start-up instead of
 * going out unguarded. `mountPath` is where the router is mounted (`/api`, `/auth`, or '' for the app itself).
 */
export function declaredRouter(
  mountPath: string,
  options: {
    /** Runs before the access check of every admin-only route, so refused calls are seen too. */
    adminCallLog?: RequestHandler;
  } = {},
): DeclaredRouter {
  const router = Router();
  const on = (
    contract: RouteContract,
    optionsOrHandler: RouteOptions | RouteHandler<RouteContract>,
    maybeHandler?: RouteHandler<RouteContract>,
  ) => {
    const routeOptions = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
    const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
    const { method, path: fullPath } = contract;
    if (handler === undefined) throw new Error(`${method} ${fullPath} has no handler.`);
    if (!fullPath.startsWith(mountPath)) throw new Error(`${fullPath} is not under ${mountPath}.`);
    const declared = findRouteRule(method, fullPath);
    if (declared === undefined) {
      throw new Error(
        `${method} ${fullPath} has no access rule: add its contract to a group of ALL_ROUTES (shared-schema/src/api/routes).`,
      );
    }
    if (declared.rule === 'self-or-admin' && !fullPath.includes(':userId')) {
      throw new Error(`${method} ${fullPath} is self-or-admin but names no :userId.`);
    }
    const isAdminOnly = typeof declared.rule === 'object' && declared.rule.role === 'admin';
    const leading = isAdminOnly && options.adminCallLog ? [options.adminCallLog] : [];
    const check = accessCheck(declared.rule, declared.guestMessage);
    const run: RequestHandler = (request, response, next) =>
      handler(routeInputOf(contract, routeOptions, request), request, response, next);
    const handlers = [...leading, check, ...(routeOptions.before ?? []), run];
    const path = fullPath.slice(mountPath.length);
    if (method === 'GET') router.get(path, ...handlers);
    else router.post(path, ...handlers);
  };
  return { router, on: on as DeclaredRouter['on'] };
}
