import {
  completeSessionBodySchema,
  createSessionBodySchema,
  duplicateSessionBodySchema,
  sessionCodeSchema,
  submitAnswerBodySchema,
} from '@bluffle/shared-schema';
import { Router } from 'express';
import type { GameServices } from '../../services/game-services';
import { parse } from '../parse';
import { playerTokenOf } from '../player-token-header';

/** Session calls of spec §7; thin: parse, then hand over to a service (DESIGN: data flows one way). */
export function sessionRoutes(services: GameServices): Router {
  const router = Router();

  router.post('/sessions/create', async (request, response) => {
    const body = parse(createSessionBodySchema, request.body);
    response.status(201).json(await services.createSession(body));
  });

  router.get('/sessions/:code', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    response.json(await services.readSession(code, playerTokenOf(request)));
  });

  router.post('/sessions/:code/duplicate', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const body = parse(duplicateSessionBodySchema, request.body);
    response.status(201).json(await services.duplicateSession(code, body.playerName));
  });

  router.post('/sessions/:code/answers', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const body = parse(submitAnswerBodySchema, request.body);
    response.json(await services.submitAnswer(code, playerTokenOf(request), body));
  });

  router.post('/sessions/:code/complete', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    // The spec's client sends its own tally; it is checked for shape and then ignored.
    parse(completeSessionBodySchema, request.body);
    response.json(await services.completeSession(code, playerTokenOf(request)));
  });

  return router;
}
