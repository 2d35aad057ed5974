import { moderationQueueQuerySchema, rejectWordBodySchema, wordIdSchema } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import type { ModerationServices } from '../../services/moderation/moderation-services';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

/**
 * The moderation queue of contributed words (docs/design.md decision 13), admins only by the route table.
 * Each call takes from the admin's rate allowance (shared with the admin word tools) and is logged.
 */
export function moderationRoutes(
  services: ModerationServices,
  adminLimit: RequestHandler,
  adminCallLog: RequestHandler,
): Router {
  const routes = declaredRouter('/api', { adminCallLog });

  routes.get('/admin/words/pending', adminLimit, async (request, response) => {
    const query = parse(moderationQueueQuerySchema, request.query, 'query');
    response.json(await services.listPendingWords(query));
  });

  routes.post('/admin/words/:wordId/approve', adminLimit, async (request, response) => {
    const wordId = parse(wordIdSchema, request.params.wordId, 'path');
    response.json(await services.approveWord(wordId));
  });

  routes.post('/admin/words/:wordId/reject', adminLimit, async (request, response) => {
    const wordId = parse(wordIdSchema, request.params.wordId, 'path');
    const body = parse(rejectWordBodySchema, request.body);
    response.json(await services.rejectWord(wordId, body.reason));
  });

  return routes.router;
}
