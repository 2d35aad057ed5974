import {
  kickLobbyBodySchema,
  lobbyActionBodySchema,
  lobbyAnswerBodySchema,
  lobbyCommandBodySchema,
  lobbyLanguageBodySchema,
  lobbyPrivateBodySchema,
  lobbyRoundTimeBodySchema,
  readyLobbyBodySchema,
  watchCallBodySchema,
  type LobbyCommand,
} from '@bluffle/shared-schema';
import type { z } from 'zod';
import { parse } from '../parse';

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
  /** Under /api. */
  path: string;
  /** The body parsed with the route's own schema (a 400 naming the first problem), as a command call. */
  read(body: unknown): LobbyCommandCall;
}

function commandRoute<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  callOf: (body: z.output<Schema>) => LobbyCommandCall,
): LobbyCommandRoute {
  return { path, read: (body) => callOf(parse(schema, body)) };
}

/**
 * Every REST route that is a lobby command, and the command it is: the spec's rows keep their paths and
 * bodies (a contract), and `/multiplayer/command` takes any command as it is, so a new command needs no route.
 * Reads (the polls, next-round) and seats (create, join, watch) are not commands: multiplayer-routes.ts.
 */
export const LOBBY_COMMAND_ROUTES: readonly LobbyCommandRoute[] = [
  commandRoute('/multiplayer/ready', readyLobbyBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'ready', isReady: body.isReady },
  })),
  commandRoute('/multiplayer/start', lobbyActionBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'start' },
  })),
  commandRoute('/multiplayer/leave', lobbyActionBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'leave' },
  })),
  // The server times the answer with its own clock: the spec's timeSpent is read for shape only.
  commandRoute('/multiplayer/answer', lobbyAnswerBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'answer', roundNumber: body.roundNumber, answer: body.answer },
  })),
  // Beyond the spec's rows, kept for clients that use them: a host who only polls runs the lobby as a
  // WebSocket host does.
  commandRoute('/multiplayer/kick', kickLobbyBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'kick', playerId: body.playerId },
  })),
  commandRoute('/multiplayer/language', lobbyLanguageBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'set-language', language: body.language },
  })),
  commandRoute('/multiplayer/round-time', lobbyRoundTimeBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'set-round-time', roundSeconds: body.roundSeconds },
  })),
  commandRoute('/multiplayer/rematch', lobbyActionBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: { type: 'rematch' },
  })),
  commandRoute('/multiplayer/private', lobbyPrivateBodySchema, (body) => ({
    code: body.lobbyCode,
    command: { type: 'set-private', isPrivate: body.isPrivate },
  })),
  commandRoute('/multiplayer/watch-call', watchCallBodySchema, (body) => ({
    code: body.lobbyCode,
    watcherId: body.watcherId,
    command: { type: 'call', round: body.round, calledReal: body.calledReal },
  })),
  commandRoute('/multiplayer/command', lobbyCommandBodySchema, (body) => ({
    code: body.lobbyCode,
    userId: body.userId,
    command: body.command,
  })),
];
