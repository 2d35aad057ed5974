import { z } from 'zod';
import type { LobbyRefusal, LobbyRuling } from '../rules/lobby/lobby-refusal';
import { playLanguageSchema } from '../word';
import { ERROR_CODES, type ErrorCode } from './errors';
import { lobbyRoundSecondsSchema, watcherCallFields } from './multiplayer';

// The messages a client sends the lobby room (issue 6, The room). The room parses each with safeParse and
// answers a bad one with an error message: Colyseus's own validated handlers would disconnect the client
// (4002) for a typo.

/** The Colyseus room type of a lobby: `client.create(LOBBY_ROOM_NAME)`, `client.joinById(code)`. */
export const LOBBY_ROOM_NAME = 'lobby';

/** Message types a client sends; server and client both use these names (STYLE: `as const`, not enums). */
export const LOBBY_MESSAGE_TYPES = {
  ready: 'ready',
  start: 'start',
  answer: 'answer',
  kick: 'kick',
  setLanguage: 'set-language',
  setRoundTime: 'set-round-time',
  rematch: 'rematch',
  leave: 'leave',
  /** A watcher's REAL/FAKE call on the round (issue 23). */
  call: 'call',
  /** The host turns watching off or on (issue 23). */
  setPrivate: 'set-private',
} as const;
export type LobbyMessageType = (typeof LOBBY_MESSAGE_TYPES)[keyof typeof LOBBY_MESSAGE_TYPES];

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
  /**
   * Sent to a socket that joins (or comes back) while a round is in play: the synced state has no countdown
   * (issue 21), and a client that did not see the round open cannot tell from it how long the round has left.
   */
  roundClock: 'round-clock',
} as const;

/** The body of a LOBBY_SERVER_MESSAGE_TYPES.roundClock message: the round in play and its time left then. */
export const roundClockMessageSchema = z.object({
  round: z.number().int().min(1),
  msLeft: z.number().min(0),
});
export type RoundClockMessage = z.infer<typeof roundClockMessageSchema>;

/** Why watching ended (issue 23). */
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

/** A strict object whose own failures say what to send instead, naming the message type. */
function messageObject<Shape extends z.ZodRawShape>(type: LobbyMessageType, shape: Shape, example: string) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `The ${type} message does not take ${issue.keys.join(', ')}: send ${example}.`
        : `The ${type} message must be an object like ${example}.`,
  });
}

/** A message that carries nothing: no payload (the SDK sends undefined) or an empty object. */
function emptyMessage(type: LobbyMessageType) {
  return z.preprocess((value) => value ?? {}, messageObject(type, {}, '{} or nothing'));
}

/** `ready`: toggles the sender's ready flag (spec §4 Multiplayer; the host counts as ready anyway). */
export const readyMessageSchema = messageObject(
  LOBBY_MESSAGE_TYPES.ready,
  { isReady: z.boolean({ error: 'isReady must be true or false.' }) },
  '{ "isReady": true }',
);

/** `start`: the host starts the game (spec §5 Start lobby). */
export const startMessageSchema = emptyMessage(LOBBY_MESSAGE_TYPES.start);

/** `answer`: REAL (true) or FAKE (false) for a round; the server times it with its own clock. */
export const answerMessageSchema = messageObject(
  LOBBY_MESSAGE_TYPES.answer,
  {
    roundNumber: z
      .number({ error: 'roundNumber must be the number of the round you are answering.' })
      .int('roundNumber must be a whole number.')
      .min(1, 'roundNumber starts at 1.'),
    answer: z.boolean({ error: 'answer must be true (REAL) or false (FAKE).' }),
  },
  '{ "roundNumber": 1, "answer": true }',
);

/** `kick`: the host removes a player, who cannot rejoin this lobby. */
export const kickMessageSchema = messageObject(
  LOBBY_MESSAGE_TYPES.kick,
  {
    playerId: z
      .string({ error: 'playerId must be the id of a player in this lobby.' })
      .trim()
      .min(1, 'playerId must be the id of a player in this lobby.')
      .max(64, 'playerId is too long to be a player id.'),
  },
  '{ "playerId": "<id of a player in this lobby>" }',
);

/** `set-language`: the host picks English or Filipino (DESIGN gaps: multiplayer language). */
export const setLanguageMessageSchema = messageObject(
  LOBBY_MESSAGE_TYPES.setLanguage,
  // A missing language gets the same words as a wrong one, not zod's 'expected string'.
  { language: z.string({ error: 'language must be english or filipino' }).pipe(playLanguageSchema) },
  '{ "language": "english" }',
);

/** `set-round-time`: the host picks the round time, 15, 30 or 45 s (issue 23). */
export const setRoundTimeMessageSchema = messageObject(
  LOBBY_MESSAGE_TYPES.setRoundTime,
  { roundSeconds: lobbyRoundSecondsSchema },
  '{ "roundSeconds": 30 }',
);

/** `rematch`: the same lobby plays again with the same players. */
export const rematchMessageSchema = emptyMessage(LOBBY_MESSAGE_TYPES.rematch);

/** `leave`: the sender gives up their seat. */
export const leaveMessageSchema = emptyMessage(LOBBY_MESSAGE_TYPES.leave);

/** `call`: a watcher says REAL (true) or FAKE (false) on a round, once, while it is open. */
export const callMessageSchema = messageObject(
  LOBBY_MESSAGE_TYPES.call,
  watcherCallFields,
  '{ "round": 1, "calledReal": true }',
);

/** `set-private`: the host turns watching off (true) or on (false); a private lobby refuses watchers. */
export const setPrivateMessageSchema = messageObject(
  LOBBY_MESSAGE_TYPES.setPrivate,
  { isPrivate: z.boolean({ error: 'isPrivate must be true or false.' }) },
  '{ "isPrivate": true }',
);

/** Every message type's schema, so the room registers its handlers from one table. */
export const LOBBY_MESSAGE_SCHEMAS = {
  [LOBBY_MESSAGE_TYPES.ready]: readyMessageSchema,
  [LOBBY_MESSAGE_TYPES.start]: startMessageSchema,
  [LOBBY_MESSAGE_TYPES.answer]: answerMessageSchema,
  [LOBBY_MESSAGE_TYPES.kick]: kickMessageSchema,
  [LOBBY_MESSAGE_TYPES.setLanguage]: setLanguageMessageSchema,
  [LOBBY_MESSAGE_TYPES.setRoundTime]: setRoundTimeMessageSchema,
  [LOBBY_MESSAGE_TYPES.rematch]: rematchMessageSchema,
  [LOBBY_MESSAGE_TYPES.leave]: leaveMessageSchema,
  [LOBBY_MESSAGE_TYPES.call]: callMessageSchema,
  [LOBBY_MESSAGE_TYPES.setPrivate]: setPrivateMessageSchema,
} as const satisfies Record<LobbyMessageType, z.ZodType>;

export type LobbyMessage<Type extends LobbyMessageType> = z.output<(typeof LOBBY_MESSAGE_SCHEMAS)[Type]>;
export type ReadyMessage = LobbyMessage<'ready'>;
export type AnswerMessage = LobbyMessage<'answer'>;
export type KickMessage = LobbyMessage<'kick'>;
export type SetLanguageMessage = LobbyMessage<'set-language'>;
export type SetRoundTimeMessage = LobbyMessage<'set-round-time'>;
export type CallMessage = LobbyMessage<'call'>;
export type SetPrivateMessage = LobbyMessage<'set-private'>;

const TYPE_NAMES: readonly string[] = Object.values(LOBBY_MESSAGE_TYPES);

export function isLobbyMessageType(value: unknown): value is LobbyMessageType {
  return typeof value === 'string' && TYPE_NAMES.includes(value);
}

function invalid(message: string): LobbyRefusal {
  return { code: ERROR_CODES.invalidMessage, message };
}

/** Parses one message of a known type; a refusal carries the first problem, worded for the sender. */
export function parseLobbyMessage<Type extends LobbyMessageType>(
  type: Type,
  payload: unknown,
): LobbyRuling<LobbyMessage<Type>> {
  const parsed = LOBBY_MESSAGE_SCHEMAS[type].safeParse(payload);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? `The ${type} message could not be read.`;
    return { isRefused: true, refusal: invalid(message) };
  }
  return { isRefused: false, value: parsed.data as LobbyMessage<Type> };
}

/** The refusal for a message type the room does not know (the room's '*' handler sends it). */
export function unknownLobbyMessage(type: unknown): LobbyRefusal {
  return invalid(`Unknown message type ${JSON.stringify(type)}: send one of ${TYPE_NAMES.join(', ')}.`);
}
