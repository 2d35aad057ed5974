import { adminWordsQuerySchema, csvUploadBodySchema, generateWordsBodySchema } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { AdminWordServices } from '../../services/admin-words/admin-word-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { CSV_UPLOAD_PATH, csvUploadBody } from '../json-body';
import { parse } from '../parse';

/**
 * The admin's word tools (docs/product.md §7 admin rows), admins only by the route table. Each call takes from the
 * admin's rate allowance first; a payload userId must be the signed-in admin (docs/design.md decision 5).
 */
export function adminWordRoutes(
  services: AdminWordServices,
  adminLimit: RequestHandler,
  adminCallLog: RequestHandler,
): Router {
  const routes = declaredRouter('/api', { adminCallLog });

  routes.post('/admin/words/generate', adminLimit, async (request, response) => {
    const body = parse(generateWordsBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.generateWords(body, signedInUser(request)));
  });

  routes.post(CSV_UPLOAD_PATH, adminLimit, csvUploadBody(), async (request, response) => {
    const body = parse(csvUploadBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.uploadWordCsv(body.csvText, signedInUser(request)));
  });

  routes.get('/words', adminLimit, async (request, response) => {
    const query = parse(adminWordsQuerySchema, request.query, 'query');
    response.json(await services.listWords(query));
  });

  return routes.router;
}
