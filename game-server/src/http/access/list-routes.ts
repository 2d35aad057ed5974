import type { Application } from 'express';
import { isAccessCheck } from './access-check';

export interface ExpressRoute {
  method: string;
  path: string;
  /** Whether the route runs the access middleware (was registered through declaredRouter()). */
  isGuarded: boolean;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Every route Express really has (router v2 layers keep their raw path), with mount paths prefixed. The
 * start-up check and the authorization matrix compare this with ROUTE_TABLE, so a route registered
 * without going through declaredRouter() is caught too.
 */
export function listExpressRoutes(app: Application): ExpressRoute[] {
  const root = (app as unknown as { router?: { stack: RouterLayer[] } }).router;
  return root ? walk(root.stack, '') : [];
}

function walk(stack: RouterLayer[], prefix: string): ExpressRoute[] {
  const routes: ExpressRoute[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, isOn] of Object.entries(layer.route.methods)) {
        if (isOn && method !== '_all') {
          routes.push({
            method: method.toUpperCase(),
            path: `${prefix}${String(layer.route.path)}`,
            isGuarded: layer.route.stack.some((routeLayer) => isAccessCheck(routeLayer.handle)),
          });
        }
      }
    } else if (layer.handle?.stack) {
      const mounts = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
      for (const mount of mounts) {
        const mountPath = typeof mount === 'string' && mount !== '/' ? mount : '';
        routes.push(...walk(layer.handle.stack, `${prefix}${mountPath}`));
      }
    }
  }
  return routes;
}
