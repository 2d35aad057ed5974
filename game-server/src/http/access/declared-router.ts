import { Router, type RequestHandler } from 'express';
import { accessCheck } from './access-check';
import { findRouteRule, type HttpMethod } from './route-table';

export interface DeclaredRouter {
  router: Router;
  /** `handlers`: middleware such as a rate limit, then the route's handler, after the access check. */
  get(path: string, ...handlers: RequestHandler[]): void;
  post(path: string, ...handlers: RequestHandler[]): void;
}

/**
 * A Router whose routes must be listed in ROUTE_TABLE: each gets its rule's access check in front of the
 * handler, and a route missing from the table stops the server at start-up instead of going out unguarded.
 * `mountPath` is where the router is mounted (`/api`, `/auth`, or '' for the app itself).
 */
export function declaredRouter(
  mountPath: string,
  options: {
    /** Runs before the access check of every admin-only route, so refused calls are seen too. */
    adminCallLog?: RequestHandler;
  } = {},
): DeclaredRouter {
  const router = Router();
  const register = (method: HttpMethod, path: string, handlers: RequestHandler[]) => {
    const fullPath = `${mountPath}${path}`;
    const declared = findRouteRule(method, fullPath);
    if (declared === undefined) {
      throw new Error(`${method} ${fullPath} has no access rule: add it to http/access/route-table.ts.`);
    }
    if (declared.rule === 'self-or-admin' && !path.includes(':userId')) {
      throw new Error(`${method} ${fullPath} is self-or-admin but names no :userId.`);
    }
    const isAdminOnly = typeof declared.rule === 'object' && declared.rule.role === 'admin';
    const leading = isAdminOnly && options.adminCallLog ? [options.adminCallLog] : [];
    const check = accessCheck(declared.rule, declared.guestMessage);
    if (method === 'GET') router.get(path, ...leading, check, ...handlers);
    else if (method === 'POST') router.post(path, ...leading, check, ...handlers);
  };
  return {
    router,
    get: (path, ...handlers) => register('GET', path, handlers),
    post: (path, ...handlers) => register('POST', path, handlers),
  };
}
