import {
  createLobbyBodySchema,
  joinLobbyBodySchema,
  kickLobbyBodySchema,
  lobbyActionBodySchema,
  lobbyAnswerBodySchema,
  lobbyLanguageBodySchema,
  lobbyPrivateBodySchema,
  lobbyRoundTimeBodySchema,
  nextRoundBodySchema,
  readyLobbyBodySchema,
  watchCallBodySchema,
  watchLobbyBodySchema,
} from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { z } from 'zod';
import '../../auth/express-user';
import type { MultiplayerServices } from '../../services/multiplayer';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';
import { sendSerializedJson } from '../send-serialized-json';
import type { SerializedJson } from '../../services/serialized-json';

/**
 * Multiplayer calls of spec §7, thin: parse, check that a payload userId is the signed-in user (DESIGN
 * decision 5), then hand over to the room through services/multiplayer.ts. The two polls (GET lobby and
 * game) have a lighter chain of their own: lobby-poll-routes.ts.
 */
export function multiplayerRoutes(services: MultiplayerServices): Router {
  const routes = declaredRouter('/api');

  /** A POST: the body parsed, a payload userId checked against the signed-in user, then the service call. */
  function post<Schema extends z.ZodType<{ userId?: string; [field: string]: unknown }>>(
    path: string,
    schema: Schema,
    call: (user: Express.User, body: z.output<Schema>) => Promise<SerializedJson<unknown>>,
    status = 200,
  ): void {
    routes.post(path, async (request, response) => {
      const body = parse(schema, request.body);
      checkPayloadUserId(request.user, body.userId);
      sendSerializedJson(response.status(status), await call(signedInUser(request), body));
    });
  }

  post('/multiplayer/create', createLobbyBodySchema, (user, body) => services.createLobby(user, body), 201);
  post('/multiplayer/join', joinLobbyBodySchema, (user, body) => services.joinLobby(user, body));
  post('/multiplayer/ready', readyLobbyBodySchema, (user, body) =>
    services.setReady(user, body.lobbyCode, body.isReady),
  );
  post('/multiplayer/start', lobbyActionBodySchema, (user, body) => services.startGame(user, body.lobbyCode));
  post('/multiplayer/leave', lobbyActionBodySchema, (user, body) =>
    services.leaveLobby(user, body.lobbyCode),
  );
  post('/multiplayer/answer', lobbyAnswerBodySchema, (user, body) =>
    services.answer(user, body.lobbyCode, body.roundNumber, body.answer),
  );
  post('/multiplayer/next-round', nextRoundBodySchema, (user, body) =>
    services.nextRound(user, body.lobbyCode),
  );
  // Beyond the spec's rows, so a host who only polls can run the lobby as a WebSocket host does.
  post('/multiplayer/kick', kickLobbyBodySchema, (user, body) =>
    services.kickPlayer(user, body.lobbyCode, body.playerId),
  );
  post('/multiplayer/language', lobbyLanguageBodySchema, (user, body) =>
    services.setLanguage(user, body.lobbyCode, body.language),
  );
  post('/multiplayer/round-time', lobbyRoundTimeBodySchema, (user, body) =>
    services.setRoundTime(user, body.lobbyCode, body.roundSeconds),
  );
  post('/multiplayer/rematch', lobbyActionBodySchema, (user, body) => services.rematch(user, body.lobbyCode));
  post('/multiplayer/private', lobbyPrivateBodySchema, (user, body) =>
    services.setPrivate(user, body.code, body.isPrivate),
  );

  // Watching (issue 23): anyone with the code, guests too; a watcher is known by the token watch gave them.
  routes.post('/multiplayer/watch', async (request, response) => {
    const body = parse(watchLobbyBodySchema, request.body);
    sendSerializedJson(response, await services.watch(body.code));
  });
  routes.post('/multiplayer/watch-call', async (request, response) => {
    const body = parse(watchCallBodySchema, request.body);
    sendSerializedJson(
      response,
      await services.watchCall(body.code, body.watcherId, body.round, body.calledReal),
    );
  });

  return routes.router;
}
