import { MULTIPLAYER_ROUTES, type LobbyActor, type RouteContract } from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { z } from 'zod';
import '../../auth/express-user';
import type { MultiplayerServices } from '../../services/multiplayer';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { sendSerializedJson } from '../send-serialized-json';
import { LOBBY_COMMAND_ROUTES } from './lobby-command-routes';
import type { SerializedJson } from '../../services/serialized-json';

/**
 * Multiplayer calls of docs/product.md §7, thin: parse, check that a payload userId is the signed-in user (docs/design.md
 * decision 5), then hand over to the room through services/multiplayer.ts. The two polls (GET lobby and
 * game) have a lighter chain of their own: lobby-poll-routes.ts.
 */
export function multiplayerRoutes(services: MultiplayerServices): Router {
  const routes = declaredRouter('/api');

  /** A POST: the body parsed, a payload userId checked against the signed-in user, then the service call. */
  function post<
    Contract extends RouteContract & { body: z.ZodType<{ userId?: string; [field: string]: unknown }> },
  >(
    contract: Contract,
    call: (user: Express.User, body: z.output<Contract['body']>) => Promise<SerializedJson<unknown>>,
    status = 200,
  ): void {
    routes.on(contract, async (input, request, response) => {
      const body = input.body as z.output<Contract['body']>;
      checkPayloadUserId(request.user, body.userId);
      sendSerializedJson(response.status(status), await call(signedInUser(request), body));
    });
  }

  post(MULTIPLAYER_ROUTES.create, (user, body) => services.createLobby(user, body), 201);
  post(MULTIPLAYER_ROUTES.join, (user, body) => services.joinLobby(user, body));
  post(MULTIPLAYER_ROUTES.nextRound, (user, body) => services.nextRound(user, body.lobbyCode));

  // Every command route (lobby-command-routes.ts): a watcher's by the token in its body, otherwise the
  // signed-in player's, whose payload userId must be their own.
  for (const route of LOBBY_COMMAND_ROUTES) {
    routes.on(route.contract, async ({ body }, request, response) => {
      const call = route.callOf(body);
      let actor: LobbyActor;
      if (call.watcherId === undefined) {
        checkPayloadUserId(request.user, call.userId);
        actor = { kind: 'player', userId: signedInUser(request).id };
      } else {
        actor = { kind: 'watcher', watcherId: call.watcherId, via: 'rest' };
      }
      sendSerializedJson(response, await services.command(call.code, actor, call.command));
    });
  }

  // Watching: anyone with the code, guests too; a watcher is known by the token watch gave them.
  routes.on(MULTIPLAYER_ROUTES.watch, async ({ body }, _request, response) => {
    sendSerializedJson(response, await services.watch(body.lobbyCode));
  });
  return routes.router;
}
