import { sessionCodeSchema, wordsForPlayQuerySchema } from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { GameServices } from '../../services/game-services';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';
import { playerTokenOf } from '../player-token-header';
import { sendSerializedJson } from '../send-serialized-json';

/** Word calls for play (docs/product.md §7): words leave as PlayWord only, never with their truth. */
export function wordRoutes(services: GameServices): Router {
  const routes = declaredRouter('/api');

  routes.get('/words/session/:code', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const query = parse(wordsForPlayQuerySchema, request.query, 'query');
    sendSerializedJson(response, await services.wordsForSession(code, playerTokenOf(request), query));
  });

  routes.get('/words/random', async (request, response) => {
    const query = parse(wordsForPlayQuerySchema, request.query, 'query');
    sendSerializedJson(response, await services.randomWords(query));
  });

  return routes.router;
}
