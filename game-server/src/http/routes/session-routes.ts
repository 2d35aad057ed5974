import { SESSION_ROUTES } from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { SessionServices } from '../../services/session-services';
import { checkPayloadUserId } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { playerIdentityOf } from '../player-identity';
import { playerTokenOf } from '../player-token-header';
import { sendTaggedJson } from '../send-tagged-json';
import type { PlayRateLimits } from '../rate-limit/play-rate-limits';

/** Times a solo answer from its route to its verdict (the server's metrics); by default it only runs it. */
export type AnswerTimer = <Result>(answer: () => Promise<Result>) => Promise<Result>;

/**
 * Session calls of docs/product.md §7 (contracts: SESSION_ROUTES); thin: the input comes parsed, a check of
 * who asks, then a service (docs/architecture.md one way).
 */
export function sessionRoutes(
  services: SessionServices,
  limits: PlayRateLimits,
  timeAnswer: AnswerTimer = (answer) => answer(),
): Router {
  const routes = declaredRouter('/api');

  routes.on(SESSION_ROUTES.create, { before: [limits.newGames] }, async ({ body }, request, response) => {
    // The player is whoever is signed in; a payload naming someone else is refused (docs/design.md decision 5).
    checkPayloadUserId(request.user, body.userId);
    response.status(201).json(await services.createSession(body, playerIdentityOf(request)));
  });

  routes.on(SESSION_ROUTES.read, async ({ params }, request, response) => {
    response.json(await services.readSession(params.code, playerTokenOf(request), playerIdentityOf(request)));
  });

  routes.on(
    SESSION_ROUTES.duplicate,
    { before: [limits.newGames] },
    async ({ params, body }, request, response) => {
      response
        .status(201)
        .json(await services.duplicateSession(params.code, body, playerIdentityOf(request)));
    },
  );

  routes.on(
    SESSION_ROUTES.answer,
    { before: [limits.answers] },
    async ({ params, body }, request, response) => {
      response.json(await timeAnswer(() => services.submitAnswer(params.code, playerTokenOf(request), body)));
    },
  );

  // The next round, asked for when the player's feedback is over: it carries the round's word.
  // Like the words and complete calls it has no allowance of its own: it is idempotent and judges nothing.
  routes.on(SESSION_ROUTES.nextRound, async ({ params, body }, request, response) => {
    response.json(await services.openNextRound(params.code, playerTokenOf(request), body));
  });

  // Where a running game stands, for its player back after a reload or in a new tab: reads only.
  routes.on(SESSION_ROUTES.currentRound, async ({ params }, request, response) => {
    response.json(await services.readCurrentRound(params.code, playerTokenOf(request)));
  });

  // The spec's client sends its own tally: its body is checked for shape and then ignored.
  routes.on(SESSION_ROUTES.complete, async ({ params }, request, response) => {
    response.json(await services.completeSession(params.code, playerTokenOf(request)));
  });

  // The challenge board: who may read it is the service's to decide (its creator, or a finisher).
  // Pages poll it while friends play, so it carries an ETag and answers 304 while unchanged.
  routes.on(SESSION_ROUTES.board, async ({ params, query }, request, response) => {
    const reader = { identity: playerIdentityOf(request), playerToken: playerTokenOf(request) };
    sendTaggedJson(request, response, await services.readSessionBoard(params.code, query, reader));
  });

  return routes.router;
}
