import { WORDSMITH_ROUTES } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { WordsmithWordServices } from '../../services/wordsmith/wordsmith-word-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';

/**
 * The wordsmith's word tools (docs/product.md §7 wordsmith rows), wordsmiths and admins by their contracts.
 * A payload userId must be the signed-in user (docs/design.md decision 5); the form's own fields go to the service
 * without it. Each call takes from the wordsmith's rate allowance (Summon and Validate keep the word
 * generator busy).
 */
export function wordsmithWordRoutes(services: WordsmithWordServices, wordsmithLimit: RequestHandler): Router {
  const routes = declaredRouter('/api');
  const before = [wordsmithLimit];

  routes.on(WORDSMITH_ROUTES.validate, { before }, async ({ body }, request, response) => {
    const { userId, ...form } = body;
    checkPayloadUserId(request.user, userId);
    response.json(await services.validateWord(form));
  });

  routes.on(WORDSMITH_ROUTES.autofill, { before }, async ({ body }, request, response) => {
    const { userId, ...fields } = body;
    checkPayloadUserId(request.user, userId);
    response.json(await services.autofillWord(fields));
  });

  routes.on(WORDSMITH_ROUTES.summon, { before }, async ({ body }, request, response) => {
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.summonWord(body.language));
  });

  routes.on(WORDSMITH_ROUTES.submit, { before }, async ({ body }, request, response) => {
    const { userId, ...form } = body;
    checkPayloadUserId(request.user, userId);
    const outcome = await services.submitWord(form, signedInUser(request));
    // A refused word answers with the feedback that refused it, beside the usual error shape.
    response.status('feedback' in outcome ? 400 : 201).json(outcome);
  });

  return routes.router;
}
