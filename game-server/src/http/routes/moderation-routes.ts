import { ADMIN_WORD_ROUTES } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import type { ModerationServices } from '../../services/moderation/moderation-services';
import { declaredRouter } from '../access/declared-router';

/**
 * The moderation queue of contributed words (docs/design.md decision 13), admins only by their contracts.
 * Each call takes from the admin's rate allowance (shared with the admin word tools) and is logged.
 */
export function moderationRoutes(
  services: ModerationServices,
  adminLimit: RequestHandler,
  adminCallLog: RequestHandler,
): Router {
  const routes = declaredRouter('/api', { adminCallLog });
  const before = [adminLimit];

  routes.on(ADMIN_WORD_ROUTES.pending, { before }, async ({ query }, _request, response) => {
    response.json(await services.listPendingWords(query));
  });

  routes.on(ADMIN_WORD_ROUTES.approve, { before }, async ({ params }, _request, response) => {
    response.json(await services.approveWord(params.wordId));
  });

  routes.on(ADMIN_WORD_ROUTES.reject, { before }, async ({ params, body }, _request, response) => {
    response.json(await services.rejectWord(params.wordId, body.reason));
  });

  return routes.router;
}
