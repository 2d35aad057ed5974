import { ADMIN_WORD_ROUTES } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { AdminWordServices } from '../../services/admin-words/admin-word-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { csvUploadBody } from '../json-body';

/**
 * The admin's word tools (docs/product.md §7 admin rows), admins only by their contracts. Each call takes from the
 * admin's rate allowance first; a payload userId must be the signed-in admin (docs/design.md decision 5).
 */
export function adminWordRoutes(
  services: AdminWordServices,
  adminLimit: RequestHandler,
  adminCallLog: RequestHandler,
): Router {
  const routes = declaredRouter('/api', { adminCallLog });

  routes.on(ADMIN_WORD_ROUTES.generate, { before: [adminLimit] }, async ({ body }, request, response) => {
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.generateWords(body, signedInUser(request)));
  });

  routes.on(
    ADMIN_WORD_ROUTES.uploadCsv,
    { before: [adminLimit, csvUploadBody()] },
    async ({ body }, request, response) => {
      checkPayloadUserId(request.user, body.userId);
      response.json(await services.uploadWordCsv(body.csvText, signedInUser(request)));
    },
  );

  routes.on(ADMIN_WORD_ROUTES.list, { before: [adminLimit] }, async ({ query }, _request, response) => {
    response.json(await services.listWords(query));
  });

  return routes.router;
}
