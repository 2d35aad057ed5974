import {
  completeSessionBodySchema,
  createSessionBodySchema,
  CURRENT_ROUND_PATH,
  duplicateSessionBodySchema,
  NEXT_ROUND_PATH,
  openRoundBodySchema,
  SESSION_BOARD_PATH,
  sessionBoardQuerySchema,
  sessionCodeSchema,
  submitAnswerBodySchema,
} from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { GameServices } from '../../services/game-services';
import { checkPayloadUserId } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { underApi } from '../api-path';
import { parse } from '../parse';
import { playerIdentityOf } from '../player-identity';
import { playerTokenOf } from '../player-token-header';
import { sendTaggedJson } from '../send-tagged-json';
import type { PlayRateLimits } from '../rate-limit/play-rate-limits';

/** Session calls of docs/product.md §7; thin: parse, check who asks, then hand over to a service (docs/architecture.md one way). */
/** Times a solo answer from its route to its verdict (the server's metrics); by default it only runs it. */
export type AnswerTimer = <Result>(answer: () => Promise<Result>) => Promise<Result>;

export function sessionRoutes(
  services: GameServices,
  limits: PlayRateLimits,
  timeAnswer: AnswerTimer = (answer) => answer(),
): Router {
  const routes = declaredRouter('/api');

  routes.post('/sessions/create', limits.newGames, async (request, response) => {
    const body = parse(createSessionBodySchema, request.body);
    // The player is whoever is signed in; a payload naming someone else is refused (docs/design.md decision 5).
    checkPayloadUserId(request.user, body.userId);
    response.status(201).json(await services.createSession(body, playerIdentityOf(request)));
  });

  routes.get('/sessions/:code', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    response.json(await services.readSession(code, playerTokenOf(request), playerIdentityOf(request)));
  });

  routes.post('/sessions/:code/duplicate', limits.newGames, async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const body = parse(duplicateSessionBodySchema, request.body);
    response.status(201).json(await services.duplicateSession(code, body, playerIdentityOf(request)));
  });

  routes.post('/sessions/:code/answers', limits.answers, async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const body = parse(submitAnswerBodySchema, request.body);
    response.json(await timeAnswer(() => services.submitAnswer(code, playerTokenOf(request), body)));
  });

  // The next round, asked for when the player's feedback is over: it carries the round's word.
  // Like the words and complete calls it has no allowance of its own: it is idempotent and judges nothing.
  routes.post(underApi(NEXT_ROUND_PATH), async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const body = parse(openRoundBodySchema, request.body);
    response.json(await services.openNextRound(code, playerTokenOf(request), body));
  });

  // Where a running game stands, for its player back after a reload or in a new tab: reads only.
  routes.get(underApi(CURRENT_ROUND_PATH), async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    response.json(await services.readCurrentRound(code, playerTokenOf(request)));
  });

  routes.post('/sessions/:code/complete', async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    // The spec's client sends its own tally; it is checked for shape and then ignored.
    parse(completeSessionBodySchema, request.body);
    response.json(await services.completeSession(code, playerTokenOf(request)));
  });

  // The challenge board: who may read it is the service's to decide (its creator, or a finisher).
  // Pages poll it while friends play, so it carries an ETag and answers 304 while unchanged.
  routes.get(underApi(SESSION_BOARD_PATH), async (request, response) => {
    const code = parse(sessionCodeSchema, request.params.code, 'path');
    const query = parse(sessionBoardQuerySchema, request.query, 'query');
    const reader = { identity: playerIdentityOf(request), playerToken: playerTokenOf(request) };
    sendTaggedJson(request, response, await services.readSessionBoard(code, query, reader));
  });

  return routes.router;
}
