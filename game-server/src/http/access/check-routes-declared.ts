import type { Application } from 'express';
import { listExpressRoutes } from './list-routes';
import { ROUTE_TABLE, findRouteRule } from './route-table';

/**
 * Start-up check that ROUTE_TABLE (the routes' contracts) and the app agree both ways: no route without a rule
 * or registered around declaredRouter() (so its rule would not run), and no contract without a handler (a
 * documented route that answers 404 misleads every reader of the contract and of the OpenAPI document).
 */
export function checkRoutesDeclared(app: Application): void {
  const actual = listExpressRoutes(app);
  const undeclared = actual.filter(
    (route) => findRouteRule(route.method, route.path) === undefined || !route.isGuarded,
  );
  const missing = ROUTE_TABLE.filter(
    (rule) => !actual.some((route) => route.method === rule.method && route.path === rule.path),
  );
  if (undeclared.length > 0 || missing.length > 0) {
    const describe = (routes: Array<{ method: string; path: string }>) =>
      routes.map((route) => `${route.method} ${route.path}`).join(', ');
    throw new Error(
      `The route contracts (route-table.ts, shared-schema/src/api/routes) and the app disagree. Routes without a rule, or not registered through declaredRouter(): ${describe(undeclared) || 'none'}. ` +
        `Contracts without a handler: ${describe(missing) || 'none'}.`,
    );
  }
}
