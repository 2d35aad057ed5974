import { createCustomSessionBodySchema, mySessionsQuerySchema } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { GameServices } from '../../services/game-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

/**
 * A wordsmith's custom sessions (docs/product.md §7: create-custom, my-sessions), wordsmiths and admins by the route
 * table. Mounted before the session routes, so /sessions/:code does not take these paths. A payload userId
 * must be the signed-in user (docs/design.md decision 5); the author is always the signed-in user. Each call takes
 * from the wordsmith's rate allowance.
 */
export function customSessionRoutes(services: GameServices, wordsmithLimit: RequestHandler): Router {
  const routes = declaredRouter('/api');

  routes.post('/sessions/create-custom', wordsmithLimit, async (request, response) => {
    const body = parse(createCustomSessionBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    const author = signedInUser(request);
    response
      .status(201)
      .json(await services.createCustomSession(body, { id: author.id, username: author.username }));
  });

  routes.get('/sessions/my-sessions', wordsmithLimit, async (request, response) => {
    const query = parse(mySessionsQuerySchema, request.query, 'query');
    checkPayloadUserId(request.user, query.userId);
    response.json(await services.listMySessions(signedInUser(request).id));
  });

  return routes.router;
}
