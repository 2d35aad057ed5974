import { AUTH_ROUTES } from './auth-routes';
import { DAILY_FIVE_ROUTES } from './daily-five-routes';
import { MULTIPLAYER_ROUTES } from './multiplayer-routes';
import { OPERATIONS_ROUTES } from './operations-routes';
import { PAYMENT_ROUTES } from './payment-routes';
import { routesOf, type RouteContract } from './route-contract';
import { SESSION_ROUTES, WORD_ROUTES } from './session-routes';
import { USER_ROUTES } from './user-routes';
import { ADMIN_WORD_ROUTES, WORDSMITH_ROUTES } from './word-tool-routes';

export * from './route-contract';
export * from './auth-routes';
export * from './daily-five-routes';
export * from './multiplayer-routes';
export * from './operations-routes';
export * from './payment-routes';
export * from './session-routes';
export * from './user-routes';
export * from './word-tool-routes';
export * from './response-schemas';

/**
 * Every route of the server, by feature: the server's access table and OpenAPI document are this list, and
 * the server refuses to start while a route here has no handler or a handler has no route here. A new
 * route in an existing group needs nothing here; a new group is added below.
 */
export const ALL_ROUTES: readonly RouteContract[] = [
  OPERATIONS_ROUTES,
  AUTH_ROUTES,
  SESSION_ROUTES,
  WORD_ROUTES,
  DAILY_FIVE_ROUTES,
  USER_ROUTES,
  PAYMENT_ROUTES,
  MULTIPLAYER_ROUTES,
  ADMIN_WORD_ROUTES,
  WORDSMITH_ROUTES,
].flatMap(routesOf);
