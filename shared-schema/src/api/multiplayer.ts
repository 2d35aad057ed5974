import { z } from 'zod';
import { LOBBY_CODE_LENGTH } from '../constants';
import { LOBBY_COMMAND_FIELDS, lobbyCommandSchema } from '../rules/lobby/lobby-command';
import type { LobbyView, MultiplayerGameView } from '../rules/lobby/lobby-view-types';
import { playLanguageSchema } from '../word';
import { ERROR_MESSAGES } from '../errors';
import { playerNameSchema } from './common';

// The REST multiplayer calls (docs/product.md §7, multiplayer rows). They act on the same Colyseus room as WebSocket
// players (docs/design.md decision 6). The player is always the signed-in user: a payload userId is checked against
// it, never trusted. Fields the spec's client sends but the server decides (maxPlayers, totalRounds, timeSpent,
// a create's lobbyCode) are read for shape and then ignored: the room's rules and clock are the authority.

/** A typed lobby code: required with the spec's message; the rule (rules/lobby/lobby-code.ts) normalises it. */
export const lobbyCodeFieldSchema = z
  .string({ error: ERROR_MESSAGES.lobbyCodeRequired })
  .max(64, `A lobby code is ${LOBBY_CODE_LENGTH} characters.`);

const userIdField = z.string({ error: 'userId must be text' }).max(128, 'userId is too long').optional();

/** POST /api/multiplayer/create. */
export const createLobbyBodySchema = z.object({
  /** The spec's client proposes a code; the server always picks its own (codes are claimed atomically). */
  lobbyCode: z.string().max(64).optional(),
  userId: userIdField,
  playerName: playerNameSchema.optional(),
  /** Read for shape; the seat shows the signed-in account's own picture. */
  avatar: z.string().max(2048).nullable().optional(),
  maxPlayers: z.number().int().min(2).max(64).optional(),
  totalRounds: z.number().int().min(1).max(64).optional(),
  language: playLanguageSchema.optional(),
});
export type CreateLobbyBody = z.output<typeof createLobbyBodySchema>;

/** POST /api/multiplayer/join. */
export const joinLobbyBodySchema = z.object({
  lobbyCode: lobbyCodeFieldSchema,
  userId: userIdField,
  playerName: playerNameSchema.optional(),
  avatar: z.string().max(2048).nullable().optional(),
});
export type JoinLobbyBody = z.output<typeof joinLobbyBodySchema>;

/** POST /api/multiplayer/ready. */
export const readyLobbyBodySchema = z.object({
  lobbyCode: lobbyCodeFieldSchema,
  userId: userIdField,
  ...LOBBY_COMMAND_FIELDS.ready,
});

/** POST /api/multiplayer/start, /leave and /rematch. */
export const lobbyActionBodySchema = z.object({ lobbyCode: lobbyCodeFieldSchema, userId: userIdField });

/** POST /api/multiplayer/answer: the server times the answer with its own clock (timeSpent is ignored). */
export const lobbyAnswerBodySchema = z.object({
  lobbyCode: lobbyCodeFieldSchema,
  userId: userIdField,
  answer: LOBBY_COMMAND_FIELDS.answer.answer,
  timeSpent: z.number().min(0).optional(),
  roundNumber: LOBBY_COMMAND_FIELDS.answer.roundNumber,
});

/** POST /api/multiplayer/kick (beyond the spec: the host removes a player, who cannot rejoin). */
export const kickLobbyBodySchema = z.object({
  lobbyCode: lobbyCodeFieldSchema,
  userId: userIdField,
  ...LOBBY_COMMAND_FIELDS.kick,
});

/** POST /api/multiplayer/language (beyond the spec: the host picks English or Filipino). */
export const lobbyLanguageBodySchema = z.object({
  lobbyCode: lobbyCodeFieldSchema,
  userId: userIdField,
  ...LOBBY_COMMAND_FIELDS['set-language'],
});

/** POST /api/multiplayer/round-time (: the host picks the round time, 15, 30 or 45 s). */
export const lobbyRoundTimeBodySchema = z.object({
  lobbyCode: lobbyCodeFieldSchema,
  userId: userIdField,
  ...LOBBY_COMMAND_FIELDS['set-round-time'],
});

/** POST /api/multiplayer/next-round: idempotent; the room moves on by its own clock. */
export const nextRoundBodySchema = z.object({ lobbyCode: lobbyCodeFieldSchema });

/** A watcher's token, made by the server when they start watching: nobody can call for another watcher. */
export const watcherIdSchema = z
  .string({ error: 'watcherId must be the id you got when you started watching.' })
  .min(1, 'watcherId must be the id you got when you started watching.')
  .max(64, 'watcherId is too long to be a watcher id.');

/**
 * A body names its lobby as every multiplayer route does, `lobbyCode`, or as the watch, watch-call and private
 * routes first did, `code` (still read, so their first clients keep working); parsed, it says `lobbyCode`.
 */
const eitherLobbyCodeField = {
  lobbyCode: lobbyCodeFieldSchema.optional(),
  code: lobbyCodeFieldSchema.optional(),
};
const hasLobbyCode = {
  check: (body: { lobbyCode?: string | undefined; code?: string | undefined }) =>
    body.lobbyCode !== undefined || body.code !== undefined,
  params: { message: ERROR_MESSAGES.lobbyCodeRequired },
};
function asLobbyCode<Body extends { lobbyCode?: string | undefined; code?: string | undefined }>({
  lobbyCode,
  code,
  ...fields
}: Body): Omit<Body, 'lobbyCode' | 'code'> & { lobbyCode: string } {
  return { ...fields, lobbyCode: lobbyCode ?? code ?? '' };
}

/** POST /api/multiplayer/watch: anyone with the code, guest or signed in, watches the lobby. */
export const watchLobbyBodySchema = z
  .object(eitherLobbyCodeField)
  .refine(hasLobbyCode.check, hasLobbyCode.params)
  .transform(asLobbyCode);
export type WatchLobbyBody = z.output<typeof watchLobbyBodySchema>;

/** GET /api/multiplayer/watch/{code}?watcherId=…: the watcher's view, polled like a player's. */
export const watcherQuerySchema = z.object({ watcherId: watcherIdSchema });

/** POST /api/multiplayer/watch-call. */
export const watchCallBodySchema = z
  .object({ ...eitherLobbyCodeField, watcherId: watcherIdSchema, ...LOBBY_COMMAND_FIELDS.call })
  .refine(hasLobbyCode.check, hasLobbyCode.params)
  .transform(asLobbyCode);
export type WatchCallBody = z.output<typeof watchCallBodySchema>;

/** POST /api/multiplayer/private: the host turns watching off (or on again). */
export const lobbyPrivateBodySchema = z
  .object({ ...eitherLobbyCodeField, ...LOBBY_COMMAND_FIELDS['set-private'] })
  .refine(hasLobbyCode.check, hasLobbyCode.params)
  .transform(asLobbyCode);

/**
 * POST /api/multiplayer/command: any lobby command by the signed-in player, `{ lobbyCode, command: { type,
 * ...fields } }`, so a command needs no route of its own.
 */
export const lobbyCommandBodySchema = z.object({
  lobbyCode: lobbyCodeFieldSchema,
  userId: userIdField,
  command: lobbyCommandSchema,
});
export type LobbyCommandBody = z.output<typeof lobbyCommandBodySchema>;

/** What create and join answer (docs/product.md §7: 'lobby'). */
export interface LobbyResponse {
  lobby: LobbyView;
}

/** What POST /api/multiplayer/watch answers: the watcher's token for its next calls, and the game. */
export interface WatchLobbyResponse {
  watcherId: string;
  game: MultiplayerGameView;
}

/** What ready, start, leave, answer and next-round answer: the game as it stands after the call. */
export interface LobbyActionResponse {
  game: MultiplayerGameView;
}

/**
 * The options a WebSocket client sends with `client.create(LOBBY_ROOM_NAME, …)` or `client.joinById(code, …)`:
 * the language of a new lobby and the name to sit down with (default: the account's username).
 */
export const lobbyJoinOptionsSchema = z.object({
  language: playLanguageSchema.optional(),
  playerName: playerNameSchema.optional(),
  /** Watch instead of taking a seat: no sign-in needed, never a seat, never a new lobby. */
  watch: z.boolean().optional(),
});
export type LobbyJoinOptions = z.output<typeof lobbyJoinOptionsSchema>;
