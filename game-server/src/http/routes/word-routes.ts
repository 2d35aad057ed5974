import { WORD_ROUTES } from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { SessionServices } from '../../services/session-services';
import { declaredRouter } from '../access/declared-router';
import { playerTokenOf } from '../player-token-header';
import { sendSerializedJson } from '../send-serialized-json';

/** Word calls for play (docs/product.md §7): words leave as PlayWord only, never with their truth. */
export function wordRoutes(services: SessionServices): Router {
  const routes = declaredRouter('/api');

  routes.on(WORD_ROUTES.forSession, async ({ params, query }, request, response) => {
    sendSerializedJson(response, await services.wordsForSession(params.code, playerTokenOf(request), query));
  });

  routes.on(WORD_ROUTES.random, async ({ query }, _request, response) => {
    sendSerializedJson(response, await services.randomWords(query));
  });

  return routes.router;
}
