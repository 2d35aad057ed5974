import {
  GUEST_ID_HEADER,
  GUEST_PROGRESS_MESSAGES,
  USER_ROUTES,
  guestIdSchema,
  type MeResponse,
} from '@bluffle/shared-schema';
import type { Request, Router } from 'express';
import { BadRequestError } from '../../errors';
import '../../auth/express-user';
import type { AccountServices } from '../../services/account-services';
import { toUserView } from '../../services/user-views';
import { signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

/** User calls of docs/product.md §7 (contracts, with who may call each: USER_ROUTES; docs/design.md decision 5). */
export function userRoutes(services: AccountServices): Router {
  const routes = declaredRouter('/api');

  // Who is signed in: the client's one source for the user after the popup closes (docs/design.md decision 5).
  routes.on(USER_ROUTES.me, (_input, request, response) => {
    const body: MeResponse = { user: request.user ? toUserView(request.user) : null };
    response.json(body);
  });

  routes.on(USER_ROUTES.upsert, async ({ body }, request, response) => {
    response.json(await services.upsertOwnUser(signedInUser(request), body));
  });

  // Guest progress kept: declared before /users/:userId, which would take 'me' as an id.
  routes.on(USER_ROUTES.guestGames, async (_input, request, response) => {
    response.json(await services.countGuestGames(browserGuestId(request)));
  });

  routes.on(USER_ROUTES.claimGuestGames, { absentBodyIsEmpty: true }, async (_input, request, response) => {
    const guestId = browserGuestId(request);
    response.json(await services.claimGuestGames(signedInUser(request).id, guestId));
  });

  // Progress that shows: the caller's own games only, so the path names no user to check.
  routes.on(USER_ROUTES.playedGames, async ({ query }, request, response) => {
    response.json(await services.listPlayedGames(signedInUser(request).id, query));
  });

  routes.on(USER_ROUTES.read, async ({ params }, _request, response) => {
    response.json(await services.readUser(params.userId));
  });

  routes.on(USER_ROUTES.stats, async ({ params }, _request, response) => {
    response.json(await services.readUserStats(params.userId));
  });

  // The free daily limit: the menu's 'games left today', by the named user's own plan.
  routes.on(USER_ROUTES.dailyGames, async ({ params }, _request, response) => {
    response.json(await services.readDailyGames(params.userId));
  });

  // Kept for the spec's client: the payload is checked for shape and never raises a number; the answer
  // is the server's own stats (docs/design.md decision 4).
  routes.on(USER_ROUTES.postStats, async ({ params }, _request, response) => {
    response.json(await services.readUserStats(params.userId));
  });

  return routes.router;
}

/** The browser's guest id, which a signed-in call names only to take up that browser's guest games. */
function browserGuestId(request: Request): string {
  const header = request.headers[GUEST_ID_HEADER];
  if (header === undefined) throw new BadRequestError(GUEST_PROGRESS_MESSAGES.guestIdRequired);
  return parse(guestIdSchema, header, 'header');
}
