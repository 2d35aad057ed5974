import {
  autofillBodySchema,
  summonBodySchema,
  submitWordBodySchema,
  wordFormSchema,
} from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { WordsmithWordServices } from '../../services/wordsmith/wordsmith-word-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

/**
 * The wordsmith's word tools (docs/product.md §7 wordsmith rows), wordsmiths and admins by the route table.
 * A payload userId must be the signed-in user (docs/design.md decision 5); the form's own fields go to the service
 * without it. Each call takes from the wordsmith's rate allowance (Summon and Validate keep the word
 * generator busy).
 */
export function wordsmithWordRoutes(services: WordsmithWordServices, wordsmithLimit: RequestHandler): Router {
  const routes = declaredRouter('/api');

  routes.post('/words/validate', wordsmithLimit, async (request, response) => {
    const { userId, ...form } = parse(wordFormSchema, request.body);
    checkPayloadUserId(request.user, userId);
    response.json(await services.validateWord(form));
  });

  routes.post('/words/autofill', wordsmithLimit, async (request, response) => {
    const { userId, ...body } = parse(autofillBodySchema, request.body);
    checkPayloadUserId(request.user, userId);
    response.json(await services.autofillWord(body));
  });

  routes.post('/words/summon', wordsmithLimit, async (request, response) => {
    const { userId, language } = parse(summonBodySchema, request.body);
    checkPayloadUserId(request.user, userId);
    response.json(await services.summonWord(language));
  });

  routes.post('/words/wordsmith', wordsmithLimit, async (request, response) => {
    const { userId, ...form } = parse(submitWordBodySchema, request.body);
    checkPayloadUserId(request.user, userId);
    const outcome = await services.submitWord(form, signedInUser(request));
    // A refused word answers with the feedback that refused it, beside the usual error shape.
    response.status('feedback' in outcome ? 400 : 201).json(outcome);
  });

  return routes.router;
}
