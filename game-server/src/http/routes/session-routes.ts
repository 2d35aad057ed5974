import {
  completeSessionBodySchema,
  createSessionBodySchema,
  duplicateSessionBodySchema,
  sessionCodeSchema,
  submitAnswerBodySchema,
} from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { GameServices } from '../../services/game-services';
import { checkPayloadUserId } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';
import { playerTokenOf } from '../player-token-header';

/** Session calls of spec §7; thin: parse, check who asks, then hand over to a service (DESIGN: data flows one way). */
export function sessionRoutes(services: GameServices): Router {
  const routes = declaredRouter('/api');

  routes.post('/sessions/create', async (request, response) => {
    const body = parse(createSessionBodySchema, request.body);
    // The player is whoever is signed in; a payload naming someone else is refused (DESIGN decision 5).
    checkPayloadUserId(request.user, body.userId);
    response.status(201).json(await services.createSession(body, request.user?.id ?? null));
  });

  routes.get('/sessions/:code', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    response.json(await services.readSession(code, playerTokenOf(request)));
  });

  routes.post('/sessions/:code/duplicate', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const body = parse(duplicateSessionBodySchema, request.body);
    response
      .status(201)
      .json(await services.duplicateSession(code, body.playerName, request.user?.id ?? null));
  });

  routes.post('/sessions/:code/answers', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const body = parse(submitAnswerBodySchema, request.body);
    response.json(await services.submitAnswer(code, playerTokenOf(request), body));
  });

  routes.post('/sessions/:code/complete', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    // The spec's client sends its own tally; it is checked for shape and then ignored.
    parse(completeSessionBodySchema, request.body);
    response.json(await services.completeSession(code, playerTokenOf(request)));
  });

  return routes.router;
}
