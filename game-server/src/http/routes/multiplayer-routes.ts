import {
  createLobbyBodySchema,
  joinLobbyBodySchema,
  kickLobbyBodySchema,
  lobbyActionBodySchema,
  lobbyAnswerBodySchema,
  lobbyCodeFieldSchema,
  lobbyLanguageBodySchema,
  nextRoundBodySchema,
  readyLobbyBodySchema,
} from '@bluffle/shared-schema';
import type { Request, Router } from 'express';
import '../../auth/express-user';
import { UnauthorizedError } from '../../errors';
import type { MultiplayerServices } from '../../services/multiplayer';
import { checkPayloadUserId } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

/** The route's access rule has required a signed-in user; this narrows the type. */
function signedInUser(request: Request): Express.User {
  if (request.user === undefined) throw new UnauthorizedError('Please sign in first.');
  return request.user;
}

/**
 * Multiplayer calls of spec §7, thin: parse, check that a payload userId is the signed-in user (DESIGN
 * decision 5), then hand over to the room through services/multiplayer.ts.
 */
export function multiplayerRoutes(services: MultiplayerServices): Router {
  const routes = declaredRouter('/api');

  routes.post('/multiplayer/create', async (request, response) => {
    const body = parse(createLobbyBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.status(201).json(await services.createLobby(signedInUser(request), body));
  });

  routes.post('/multiplayer/join', async (request, response) => {
    const body = parse(joinLobbyBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.joinLobby(signedInUser(request), body));
  });

  routes.post('/multiplayer/ready', async (request, response) => {
    const body = parse(readyLobbyBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.setReady(signedInUser(request), body.lobbyCode, body.isReady));
  });

  routes.post('/multiplayer/start', async (request, response) => {
    const body = parse(lobbyActionBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.startGame(signedInUser(request), body.lobbyCode));
  });

  routes.post('/multiplayer/leave', async (request, response) => {
    const body = parse(lobbyActionBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.leaveLobby(signedInUser(request), body.lobbyCode));
  });

  routes.post('/multiplayer/answer', async (request, response) => {
    const body = parse(lobbyAnswerBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    const user = signedInUser(request);
    response.json(await services.answer(user, body.lobbyCode, body.roundNumber, body.answer));
  });

  // Beyond the spec's rows, so a host who only polls can run the lobby as a WebSocket host does.
  routes.post('/multiplayer/kick', async (request, response) => {
    const body = parse(kickLobbyBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.kickPlayer(signedInUser(request), body.lobbyCode, body.playerId));
  });

  routes.post('/multiplayer/language', async (request, response) => {
    const body = parse(lobbyLanguageBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.setLanguage(signedInUser(request), body.lobbyCode, body.language));
  });

  routes.post('/multiplayer/rematch', async (request, response) => {
    const body = parse(lobbyActionBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    response.json(await services.rematch(signedInUser(request), body.lobbyCode));
  });

  routes.post('/multiplayer/next-round', async (request, response) => {
    const body = parse(nextRoundBodySchema, request.body);
    response.json(await services.nextRound(signedInUser(request), body.lobbyCode));
  });

  routes.get('/multiplayer/lobby/:code', async (request, response) => {
    const code = parse(lobbyCodeFieldSchema, request.params.code, 'path');
    response.json(await services.readLobby(signedInUser(request), code));
  });

  routes.get('/multiplayer/game/:code', async (request, response) => {
    const code = parse(lobbyCodeFieldSchema, request.params.code, 'path');
    response.json(await services.readGame(signedInUser(request), code));
  });

  return routes.router;
}
