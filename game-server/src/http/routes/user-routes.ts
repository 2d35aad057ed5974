import {
  GUEST_ID_HEADER,
  GUEST_PROGRESS_MESSAGES,
  GUEST_PROGRESS_PATHS,
  PLAYED_GAMES_PATH,
  claimGuestGamesBodySchema,
  guestIdSchema,
  playedGamesQuerySchema,
  postUserStatsBodySchema,
  upsertUserBodySchema,
  userIdSchema,
  type MeResponse,
} from '@bluffle/shared-schema';
import type { Request, Router } from 'express';
import { BadRequestError } from '../../errors';
import '../../auth/express-user';
import type { GameServices } from '../../services/game-services';
import { toUserView } from '../../services/user-views';
import { signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { underApi } from '../api-path';
import { parse } from '../parse';

/** User calls of docs/product.md §7. Who may call each is declared in access/route-table.ts (docs/design.md decision 5). */
export function userRoutes(services: GameServices): Router {
  const routes = declaredRouter('/api');

  // Who is signed in: the client's one source for the user after the popup closes (docs/design.md decision 5).
  routes.get('/users/me', (request, response) => {
    const body: MeResponse = { user: request.user ? toUserView(request.user) : null };
    response.json(body);
  });

  routes.post('/users', async (request, response) => {
    const body = parse(upsertUserBodySchema, request.body);
    response.json(await services.upsertOwnUser(signedInUser(request), body));
  });

  // Guest progress kept: declared before /users/:userId, which would take 'me' as an id.
  routes.get(underApi(GUEST_PROGRESS_PATHS.games), async (request, response) => {
    response.json(await services.countGuestGames(browserGuestId(request)));
  });

  routes.post(underApi(GUEST_PROGRESS_PATHS.claim), async (request, response) => {
    parse(claimGuestGamesBodySchema, request.body ?? {});
    const guestId = browserGuestId(request);
    response.json(await services.claimGuestGames(signedInUser(request).id, guestId));
  });

  // Progress that shows: the caller's own games only, so the path names no user to check.
  routes.get(underApi(PLAYED_GAMES_PATH), async (request, response) => {
    const query = parse(playedGamesQuerySchema, request.query, 'query');
    response.json(await services.listPlayedGames(signedInUser(request).id, query));
  });

  routes.get('/users/:userId', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    response.json(await services.readUser(userId));
  });

  routes.get('/users/:userId/stats', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    response.json(await services.readUserStats(userId));
  });

  // The free daily limit: the menu's 'games left today', by the named user's own plan.
  routes.get('/users/:userId/daily-games', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    response.json(await services.readDailyGames(userId));
  });

  // Kept for the spec's client: the payload is checked for shape and never raises a number; the answer
  // is the server's own stats (docs/design.md decision 4).
  routes.post('/users/:userId/stats', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    parse(postUserStatsBodySchema, request.body);
    response.json(await services.readUserStats(userId));
  });

  return routes.router;
}

/** The browser's guest id, which a signed-in call names only to take up that browser's guest games. */
function browserGuestId(request: Request): string {
  const header = request.headers[GUEST_ID_HEADER];
  if (header === undefined) throw new BadRequestError(GUEST_PROGRESS_MESSAGES.guestIdRequired);
  return parse(guestIdSchema, header, 'header');
}
