import { z } from 'zod';
import {
  LOBBY_COMMAND_PAYLOAD_SCHEMAS,
  isLobbyCommandType,
  parseLobbyCommand,
  unknownLobbyCommand,
  type LobbyCommandType,
} from '../rules/lobby/lobby-command';
import type { LobbyRuling } from '../rules/lobby/lobby-refusal';
import type { ErrorCode } from '../errors';

// The messages between a client and the lobby room. A client's message is a lobby command
// (rules/lobby/lobby-command.ts): the command's name as the message type, its fields as the payload. The room
// parses each itself and answers a bad one with an error message: Colyseus's validated handlers would
// disconnect the client (4002) for a typo.

/** The Colyseus room type of a lobby: `client.create(LOBBY_ROOM_NAME)`, `client.joinById(code)`. */
export const LOBBY_ROOM_NAME = 'lobby';

/** The commands' names as constants for a client's code (STYLE: `as const`, not enums). */
export const LOBBY_MESSAGE_TYPES = {
  ready: 'ready',
  start: 'start',
  answer: 'answer',
  kick: 'kick',
  setLanguage: 'set-language',
  setRoundTime: 'set-round-time',
  rematch: 'rematch',
  leave: 'leave',
  /** A watcher's REAL/FAKE call on the round. */
  call: 'call',
  /** The host turns watching off or on. */
  setPrivate: 'set-private',
} as const satisfies Record<string, LobbyCommandType>;
/** A client's message type: a lobby command's name. */
export type LobbyMessageType = LobbyCommandType;

/** Message types the room sends a client. */
export const LOBBY_SERVER_MESSAGE_TYPES = {
  /** The reply to a message the room refused or could not read. */
  error: 'error',
  /** Sent to a player the host removed, just before the room closes their connection. */
  kicked: 'kicked',
  /** Sent to a connection whose seat was taken over by the same account in another tab. */
  replaced: 'replaced',
  /** Sent to a watcher just before the room closes their connection: the lobby went private or closed. */
  watchingEnded: 'watching-ended',
  /** Sent to every socket of a lobby that had no game in play when its server began to stop, before it closes. */
  serverRestarting: 'server-restarting',
  /**
   * Sent to a socket that joins (or comes back) while a round is in play: the synced state has no countdown
   *, and a client that did not see the round open cannot tell from it how long the round has left.
   */
  roundClock: 'round-clock',
} as const;

/** The body of a LOBBY_SERVER_MESSAGE_TYPES.roundClock message: the round in play and its time left then. */
export const roundClockMessageSchema = z.object({
  round: z.number().int().min(1),
  msLeft: z.number().min(0),
});
export type RoundClockMessage = z.infer<typeof roundClockMessageSchema>;

/** Why watching ended. */
export type WatchingEndedReason = 'private' | 'closed';

/** The body of a LOBBY_SERVER_MESSAGE_TYPES.watchingEnded message. */
export interface WatchingEndedMessage {
  reason: WatchingEndedReason;
}

/** The body of a LOBBY_SERVER_MESSAGE_TYPES.error reply: the REST error shape plus the message it answers. */
export interface LobbyErrorMessage {
  type: string;
  error: string;
  code: ErrorCode;
}

/** Every message type's payload schema: the command's fields (rules/lobby/lobby-command.ts). */
export const LOBBY_MESSAGE_SCHEMAS = LOBBY_COMMAND_PAYLOAD_SCHEMAS;
export const readyMessageSchema = LOBBY_MESSAGE_SCHEMAS.ready;
export const startMessageSchema = LOBBY_MESSAGE_SCHEMAS.start;
export const answerMessageSchema = LOBBY_MESSAGE_SCHEMAS.answer;
export const kickMessageSchema = LOBBY_MESSAGE_SCHEMAS.kick;
export const setLanguageMessageSchema = LOBBY_MESSAGE_SCHEMAS['set-language'];
export const setRoundTimeMessageSchema = LOBBY_MESSAGE_SCHEMAS['set-round-time'];
export const rematchMessageSchema = LOBBY_MESSAGE_SCHEMAS.rematch;
export const leaveMessageSchema = LOBBY_MESSAGE_SCHEMAS.leave;
export const callMessageSchema = LOBBY_MESSAGE_SCHEMAS.call;
export const setPrivateMessageSchema = LOBBY_MESSAGE_SCHEMAS['set-private'];

export type LobbyMessage<Type extends LobbyMessageType> = z.output<(typeof LOBBY_MESSAGE_SCHEMAS)[Type]>;

export const isLobbyMessageType = isLobbyCommandType;

/** Parses one message of a known type: its payload; a refusal carries the first problem, worded for the sender. */
export function parseLobbyMessage<Type extends LobbyMessageType>(
  type: Type,
  payload: unknown,
): LobbyRuling<LobbyMessage<Type>> {
  const command = parseLobbyCommand(type, payload);
  if (command.isRefused) return command;
  const { type: _type, ...fields } = command.value;
  return { isRefused: false, value: fields as LobbyMessage<Type> };
}

/** The refusal for a message type the room does not know (the room's '*' handler sends it). */
export const unknownLobbyMessage = unknownLobbyCommand;
