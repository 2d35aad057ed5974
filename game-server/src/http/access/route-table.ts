import { ERROR_MESSAGES, type UserRole } from '@bluffle/shared-schema';

// Who may call what (docs/design.md decision 5; issue "Accounts, sign-in and roles": one visible place). Every
// route of the app is listed here with its rule; routers register through declaredRouter(), which applies
// the rule with one middleware and refuses to register a route this table does not list. The
// authorization matrix test calls every row as every kind of user, and cross-checks this table against
// the routes Express really has.

/**
 * - public: anyone, guests included (the handler may still check a player token or a payload userId).
 * - signed-in: any signed-in user; a guest gets 401.
 * - self-or-admin: the user named by the path's `:userId`, or an admin; others get 403 whether or not
 *   that user exists.
 * - { role }: users holding the role (admin satisfies every role); others 403, guests 401.
 */
export type AccessRule = 'public' | 'signed-in' | 'self-or-admin' | { role: UserRole };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRule {
  method: HttpMethod;
  /** The full Express path, e.g. /api/users/:userId/stats. */
  path: string;
  rule: AccessRule;
  /** What a guest is told instead of the general 'sign in' message (the spec words some, e.g. lobbies). */
  guestMessage?: string;
}

export const ROUTE_TABLE: readonly RouteRule[] = [
  // Operations (docs/design.md decision 10).
  { method: 'GET', path: '/health', rule: 'public' },
  { method: 'GET', path: '/ready', rule: 'public' },
  // Public to the access check: the route itself asks for the scrape token (metrics-routes.ts).
  { method: 'GET', path: '/metrics', rule: 'public' },

  // Sign-in (docs/product.md §4 Authentication). Signing out when signed out is harmless, so logout is public.
  { method: 'GET', path: '/auth/providers', rule: 'public' },
  { method: 'GET', path: '/auth/:provider', rule: 'public' },
  { method: 'GET', path: '/auth/:provider/callback', rule: 'public' },
  { method: 'POST', path: '/auth/local', rule: 'public' },
  { method: 'POST', path: '/auth/logout', rule: 'public' },

  // Solo sessions and words for play (docs/product.md §7): guests play too; a session's own calls need its player
  // token, and a payload userId must be the signed-in user (checked in the route).
  { method: 'POST', path: '/api/sessions/create', rule: 'public' },
  // A wordsmith's custom sessions, listed before /api/sessions/:code, which would take the path.
  { method: 'POST', path: '/api/sessions/create-custom', rule: { role: 'wordsmith' } },
  { method: 'GET', path: '/api/sessions/my-sessions', rule: { role: 'wordsmith' } },
  { method: 'GET', path: '/api/sessions/:code', rule: 'public' },
  { method: 'POST', path: '/api/sessions/:code/duplicate', rule: 'public' },
  { method: 'POST', path: '/api/sessions/:code/answers', rule: 'public' },
  { method: 'POST', path: '/api/sessions/:code/rounds/next', rule: 'public' },
  { method: 'GET', path: '/api/sessions/:code/rounds/current', rule: 'public' },
  { method: 'POST', path: '/api/sessions/:code/complete', rule: 'public' },
  // The challenge board: public to route; the service lets in the set's creator and those who
  // finished it (a signed-in user, a guest id or a player token), and refuses everyone else 403.
  { method: 'GET', path: '/api/sessions/:code/board', rule: 'public' },
  { method: 'GET', path: '/api/words/session/:code', rule: 'public' },
  { method: 'GET', path: '/api/words/random', rule: 'public' },
  // The daily five: public like solo sessions; a guest is known by its browser's guest id.
  { method: 'GET', path: '/api/daily', rule: 'public' },
  { method: 'POST', path: '/api/daily/start', rule: 'public' },
  { method: 'GET', path: '/api/daily/archive', rule: 'public' },

  // Users (docs/product.md §7). /me answers guests with { user: null }, so the client can ask before it knows.
  { method: 'GET', path: '/api/users/me', rule: 'public' },
  { method: 'POST', path: '/api/users', rule: 'signed-in' },
  // Guest progress kept: this browser's guest games, taken up by the signed-in account only.
  { method: 'GET', path: '/api/users/me/guest-games', rule: 'signed-in' },
  { method: 'POST', path: '/api/users/me/guest-games/claim', rule: 'signed-in' },
  // Progress that shows: the caller's own last games; no path names another user's.
  { method: 'GET', path: '/api/users/me/games', rule: 'signed-in' },
  { method: 'GET', path: '/api/users/:userId', rule: 'self-or-admin' },
  { method: 'GET', path: '/api/users/:userId/stats', rule: 'self-or-admin' },
  { method: 'POST', path: '/api/users/:userId/stats', rule: 'self-or-admin' },
  // The free daily limit: games left today.
  { method: 'GET', path: '/api/users/:userId/daily-games', rule: 'self-or-admin' },

  // Plans and payments (docs/product.md §7; docs/design.md decision 12). The plans and whether payments work are
  // public (guests see the cards); buying and billing are the signed-in user's own. The webhook is public
  // by nature: Stripe calls it, and its signature (STRIPE_WEBHOOK_SECRET) is its only credential.
  { method: 'GET', path: '/api/payments/status', rule: 'public' },
  { method: 'POST', path: '/api/payments/create-checkout-session', rule: 'signed-in' },
  { method: 'POST', path: '/api/payments/cancel-subscription', rule: 'signed-in' },
  { method: 'POST', path: '/api/payments/resume-subscription', rule: 'signed-in' },
  { method: 'POST', path: '/api/payments/billing-portal', rule: 'signed-in' },
  { method: 'POST', path: '/api/payments/webhook', rule: 'public' },
  // Which ads to show (docs/product.md §9 Ads): the ad network's ids, or none for the house ad.
  { method: 'GET', path: '/api/ads', rule: 'public' },

  // Multiplayer (docs/product.md §7, docs/design.md decision 6): signed-in players only; the room checks host, seat and round
  // rules, and a payload userId must be the signed-in user (checked in the route).
  {
    method: 'POST',
    path: '/api/multiplayer/create',
    rule: 'signed-in',
    guestMessage: ERROR_MESSAGES.createLobbySignIn,
  },
  {
    method: 'POST',
    path: '/api/multiplayer/join',
    rule: 'signed-in',
    guestMessage: ERROR_MESSAGES.joinLobbySignIn,
  },
  { method: 'POST', path: '/api/multiplayer/ready', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/start', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/leave', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/answer', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/next-round', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/kick', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/language', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/round-time', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/rematch', rule: 'signed-in' },
  { method: 'GET', path: '/api/multiplayer/lobby/:code', rule: 'signed-in' },
  { method: 'GET', path: '/api/multiplayer/game/:code', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/private', rule: 'signed-in' },
  { method: 'POST', path: '/api/multiplayer/command', rule: 'signed-in' },
  // Watching a lobby: anyone with the code, guests included; the room refuses a private lobby,
  // and a watcher's reads and calls carry the token watch answered with (the only way to act as a watcher).
  { method: 'POST', path: '/api/multiplayer/watch', rule: 'public' },
  { method: 'GET', path: '/api/multiplayer/watch/:code', rule: 'public' },
  { method: 'POST', path: '/api/multiplayer/watch-call', rule: 'public' },

  // The admin's word tools (docs/product.md §7 admin rows): generate, CSV upload and the word database.
  { method: 'POST', path: '/api/admin/words/generate', rule: { role: 'admin' } },
  { method: 'POST', path: '/api/words/upload-csv', rule: { role: 'admin' } },
  { method: 'GET', path: '/api/words', rule: { role: 'admin' } },
  // Moderation of contributed words (docs/design.md decision 13).
  { method: 'GET', path: '/api/admin/words/pending', rule: { role: 'admin' } },
  { method: 'POST', path: '/api/admin/words/:wordId/approve', rule: { role: 'admin' } },
  { method: 'POST', path: '/api/admin/words/:wordId/reject', rule: { role: 'admin' } },

  // The wordsmith's word tools (docs/product.md §7 wordsmith rows): wordsmiths and admins.
  { method: 'POST', path: '/api/words/validate', rule: { role: 'wordsmith' } },
  { method: 'POST', path: '/api/words/autofill', rule: { role: 'wordsmith' } },
  { method: 'POST', path: '/api/words/summon', rule: { role: 'wordsmith' } },
  { method: 'POST', path: '/api/words/wordsmith', rule: { role: 'wordsmith' } },
  { method: 'GET', path: '/api/words/search', rule: { role: 'wordsmith' } },

  // The REST surface as OpenAPI and its reference page (docs/design.md decision 14): for bots and admins' scripts.
  { method: 'GET', path: '/api/openapi.json', rule: 'public' },
  { method: 'GET', path: '/api/docs', rule: 'public' },

  // The built web app for every other GET (docs/design.md decision 1).
  { method: 'GET', path: '/{*path}', rule: 'public' },
];

export function findRouteRule(method: string, path: string): RouteRule | undefined {
  return ROUTE_TABLE.find((route) => route.method === method.toUpperCase() && route.path === path);
}

export function describeRule(rule: AccessRule): string {
  return typeof rule === 'string' ? rule : `role:${rule.role}`;
}
