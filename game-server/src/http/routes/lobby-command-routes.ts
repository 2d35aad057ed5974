import { MULTIPLAYER_ROUTES, type LobbyCommand, type RouteContract } from '@bluffle/shared-schema';
import type { z } from 'zod';

/**
 * A REST call that carries a lobby command: the lobby it names, the command, and its sender's claim. A
 * player's payload may name their userId (checked against the signed-in user); a watcher is known by the
 * token `watch` gave them.
 */
export interface LobbyCommandCall {
  code: string;
  command: LobbyCommand;
  userId?: string | undefined;
  watcherId?: string;
}

export interface LobbyCommandRoute {
  /** Its contract (MULTIPLAYER_ROUTES): path, access and the body schema the call is parsed with. */
  contract: RouteContract;
  /** The body, parsed with the contract's schema (a 400 naming the first problem), as a command call. */
  callOf(body: unknown): LobbyCommandCall;
}

function commandRoute<Contract extends RouteContract & { body: z.ZodType }>(
  contract: Contract,
  callOf: (body: z.output<Contract['body']>) => LobbyCommandCall,
): LobbyCommandRoute {
  return { contract, callOf: (body) => callOf(body as z.output<Contract['body']>) };
}

/**
 * Every REST route that is a lobby command, and the command it is: the spec's rows keep their paths and
 * bodies (a contract), and `/api/multiplayer/command` takes any command as it is, so a new command needs no route.
 * Reads (the polls, next-round) and seats (create, join, watch) are not commands: multiplayer-routes.ts.
 */
export const LOBBY_COMMAND_ROUTES: readonly LobbyCommandRoute[] = [
  commandRoute(MULTIPLAYER_ROUTES.ready, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'ready', isReady: body.isReady },
  })),
  commandRoute(MULTIPLAYER_ROUTES.start, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'start' },
  })),
  commandRoute(MULTIPLAYER_ROUTES.leave, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'leave' },
  })),
  // The server times the answer with its own clock: the spec's timeSpent is read for shape only.
  commandRoute(MULTIPLAYER_ROUTES.answer, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'answer', roundNumber: body.roundNumber, answer: body.answer },
  })),
  // Beyond the spec's rows, kept for clients that use them: a host who only polls runs the lobby as a
  // WebSocket host does.
  commandRoute(MULTIPLAYER_ROUTES.kick, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'kick', playerId: body.playerId },
  })),
  commandRoute(MULTIPLAYER_ROUTES.language, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'set-language', language: body.language },
  })),
  commandRoute(MULTIPLAYER_ROUTES.roundTime, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'set-round-time', roundSeconds: body.roundSeconds },
  })),
  commandRoute(MULTIPLAYER_ROUTES.rematch, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'rematch' },
  })),
  commandRoute(MULTIPLAYER_ROUTES.private, (body) => ({
    code: body.lobbyCode,
    command: { type: 'set-private', isPrivate: body.isPrivate },
  })),
  commandRoute(MULTIPLAYER_ROUTES.watchCall, (body) => ({
    code: body.lobbyCode,
    watcherId: body.watcherId,
    command: { type: 'call', round: body.round, calledReal: body.calledReal },
  })),
  commandRoute(MULTIPLAYER_ROUTES.command, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: body.command,
  })),
];
