import { ALL_ROUTES, type AccessRule, type HttpMethod, type RouteContract } from '@bluffle/shared-schema';

// Who may call what (docs/design.md decision 5; one visible place): every route of the app with its rule, read
// off the routes' contracts (shared-schema/src/api/routes, one file per feature), where each route declares
// its `access` beside its path and schemas. Routers register through declaredRouter(), which applies the
// rule with one middleware and refuses to register a route this table does not list; the start-up check
// (check-routes-declared.ts) refuses a contract without a handler. The authorization matrix test calls every
// row as every kind of user, and cross-checks this table against the routes Express really has.

export type { AccessRule, HttpMethod };

export interface RouteRule {
  method: HttpMethod;
  /** The full Express path, e.g. /api/users/:userId/stats. */
  path: string;
  rule: AccessRule;
  /** What a guest is told instead of the general 'sign in' message (the spec words some, e.g. lobbies). */
  guestMessage?: string;
}

function ruleOf(route: RouteContract): RouteRule {
  return {
    method: route.method,
    path: route.path,
    rule: route.access,
    ...(route.guestMessage !== undefined && { guestMessage: route.guestMessage }),
  };
}

export const ROUTE_TABLE: readonly RouteRule[] = ALL_ROUTES.map(ruleOf);

export function findRouteRule(method: string, path: string): RouteRule | undefined {
  return ROUTE_TABLE.find((route) => route.method === method.toUpperCase() && route.path === path);
}

export function describeRule(rule: AccessRule): string {
  return typeof rule === 'string' ? rule : `role:${rule.role}`;
}
