import {
  postUserStatsBodySchema,
  upsertUserBodySchema,
  userIdSchema,
  type MeResponse,
} from '@bluffle/shared-schema';
import type { Router } from 'express';
import '../../auth/express-user';
import type { GameServices } from '../../services/game-services';
import { toUserView } from '../../services/user-views';
import { signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

/** User calls of spec §7. Who may call each is declared in access/route-table.ts (DESIGN decision 5). */
export function userRoutes(services: GameServices): Router {
  const routes = declaredRouter('/api');

  // Who is signed in: the client's one source for the user after the popup closes (DESIGN decision 5).
  routes.get('/users/me', (request, response) => {
    const body: MeResponse = { user: request.user ? toUserView(request.user) : null };
    response.json(body);
  });

  routes.post('/users', async (request, response) => {
    const body = parse(upsertUserBodySchema, request.body);
    response.json(await services.upsertOwnUser(signedInUser(request), body));
  });

  routes.get('/users/:userId', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    response.json(await services.readUser(userId));
  });

  routes.get('/users/:userId/stats', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    response.json(await services.readUserStats(userId));
  });

  // The free daily limit (issue 9): the menu's 'games left today', by the named user's own plan.
  routes.get('/users/:userId/daily-games', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    response.json(await services.readDailyGames(userId));
  });

  // Kept for the spec's client: the payload is checked for shape and never raises a number; the answer
  // is the server's own stats (DESIGN decision 4).
  routes.post('/users/:userId/stats', async (request, response) => {
    const userId = parse(userIdSchema, request.params.userId, 'path');
    parse(postUserStatsBodySchema, request.body);
    response.json(await services.readUserStats(userId));
  });

  return routes.router;
}
