import { WORDSMITH_ROUTES } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { CustomSessionServices } from '../../services/custom-sessions/custom-session-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';

/**
 * A wordsmith's custom sessions (docs/product.md §7: create-custom, my-sessions), wordsmiths and admins by their
 * contracts. Mounted before the session routes, so /sessions/:code does not take these paths. A payload userId
 * must be the signed-in user (docs/design.md decision 5); the author is always the signed-in user. Each call takes
 * from the wordsmith's rate allowance.
 */
export function customSessionRoutes(services: CustomSessionServices, wordsmithLimit: RequestHandler): Router {
  const routes = declaredRouter('/api');
  const before = [wordsmithLimit];

  routes.on(WORDSMITH_ROUTES.createCustomSession, { before }, async ({ body }, request, response) => {
    checkPayloadUserId(request.user, body.userId);
    const author = signedInUser(request);
    response
      .status(201)
      .json(await services.createCustomSession(body, { id: author.id, username: author.username }));
  });

  routes.on(WORDSMITH_ROUTES.mySessions, { before }, async ({ query }, request, response) => {
    checkPayloadUserId(request.user, query.userId);
    response.json(await services.listMySessions(signedInUser(request).id));
  });

  return routes.router;
}
