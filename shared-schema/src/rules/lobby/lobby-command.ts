import { z } from 'zod';
import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import { playLanguageSchema } from '../../word';
import type { LobbyRefusal, LobbyRuling } from './lobby-refusal';
import { LOBBY_ROUND_SECONDS_CHOICES } from './lobby-round-seconds';

// What a player or a watcher asks of a lobby, declared once. A command's name is the lobby reducer's event
// name; a WebSocket client sends it as a room message (the name as the message type, the fields as its
// payload), a REST route builds it from its body, and the room hands it with its sender to reduceLobby
// (lobbyEventOf below). Adding a command: its fields and example here, its case in lobby-reducer.ts, its rule.

/** The round time a host may pick, in a command and in a REST body. */
export const lobbyRoundSecondsSchema = z.literal(LOBBY_ROUND_SECONDS_CHOICES, {
  error: 'roundSeconds must be 15, 30 or 45.',
});

/** A watcher's call on a round: REAL (true) or FAKE (false), once, while the round is open. */
export const watcherCallFields = {
  round: z
    .number({ error: 'round must be the number of the round you are calling.' })
    .int('round must be a whole number.')
    .min(1, 'round starts at 1.'),
  calledReal: z.boolean({ error: 'calledReal must be true (REAL) or false (FAKE).' }),
};

/**
 * Every command's fields by its name, in the order the room lists them to a client that sent an unknown one.
 * The server times answers with its own clock, so no command carries a time.
 */
export const LOBBY_COMMAND_FIELDS = {
  /** The sender says ready or not (the host counts as ready anyway). */
  ready: { isReady: z.boolean({ error: 'isReady must be true or false.' }) },
  /** The host starts the game. */
  start: {},
  /** REAL (true) or FAKE (false) for a round. */
  answer: {
    roundNumber: z
      .number({ error: 'roundNumber must be the number of the round you are answering.' })
      .int('roundNumber must be a whole number.')
      .min(1, 'roundNumber starts at 1.'),
    answer: z.boolean({ error: 'answer must be true (REAL) or false (FAKE).' }),
  },
  /** The host removes a player, who cannot sit down again in this lobby. */
  kick: {
    playerId: z
      .string({ error: 'playerId must be the id of a player in this lobby.' })
      .trim()
      .min(1, 'playerId must be the id of a player in this lobby.')
      .max(64, 'playerId is too long to be a player id.'),
  },
  /** The host picks English or Filipino; a missing language gets the same words as a wrong one. */
  'set-language': {
    language: z.string({ error: 'language must be english or filipino' }).pipe(playLanguageSchema),
  },
  /** The host picks the round time. */
  'set-round-time': { roundSeconds: lobbyRoundSecondsSchema },
  /** The same lobby plays again with the same players. */
  rematch: {},
  /** The sender gives up their seat. */
  leave: {},
  /** A watcher calls REAL or FAKE on the round in play. */
  call: watcherCallFields,
  /** The host turns watching off (true) or on (false); a private lobby refuses watchers. */
  'set-private': { isPrivate: z.boolean({ error: 'isPrivate must be true or false.' }) },
} as const satisfies Record<string, z.ZodRawShape>;

export type LobbyCommandType = keyof typeof LOBBY_COMMAND_FIELDS;

/** What a client's error reply suggests sending instead, per command. */
const EXAMPLES: Record<LobbyCommandType, string> = {
  ready: '{ "isReady": true }',
  start: '{} or nothing',
  answer: '{ "roundNumber": 1, "answer": true }',
  kick: '{ "playerId": "<id of a player in this lobby>" }',
  'set-language': '{ "language": "english" }',
  'set-round-time': '{ "roundSeconds": 30 }',
  rematch: '{} or nothing',
  leave: '{} or nothing',
  call: '{ "round": 1, "calledReal": true }',
  'set-private': '{ "isPrivate": true }',
};

type ShapeOf<Type extends LobbyCommandType> = (typeof LOBBY_COMMAND_FIELDS)[Type];
/** A command's fields as parsed (zod types an empty object as Record<string, never>, which takes nothing). */
type FieldsOf<Type extends LobbyCommandType> = keyof ShapeOf<Type> extends never
  ? Record<never, never>
  : z.output<z.ZodObject<ShapeOf<Type>>>;

/** One lobby command: its name (`type`) and its fields. */
export type LobbyCommand = { [Type in LobbyCommandType]: { type: Type } & FieldsOf<Type> }[LobbyCommandType];
export type LobbyCommandOf<Type extends LobbyCommandType> = Extract<LobbyCommand, { type: Type }>;

export const LOBBY_COMMAND_TYPES = Object.keys(LOBBY_COMMAND_FIELDS) as LobbyCommandType[];

export function isLobbyCommandType(value: unknown): value is LobbyCommandType {
  return typeof value === 'string' && Object.hasOwn(LOBBY_COMMAND_FIELDS, value);
}

/** A strict object whose own failures say what to send instead, naming the command. */
function strictFields<Shape extends z.ZodRawShape>(type: LobbyCommandType, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `The ${type} message does not take ${issue.keys.join(', ')}: send ${EXAMPLES[type]}.`
        : `The ${type} message must be an object like ${EXAMPLES[type]}.`,
  });
}

/** A command's fields as a room message's payload; one without fields may come with no payload at all. */
function payloadSchemaOf(type: LobbyCommandType): z.ZodType {
  const shape: z.ZodRawShape = LOBBY_COMMAND_FIELDS[type];
  const fields = strictFields(type, shape);
  // The SDK sends undefined for a message without a payload.
  return Object.keys(shape).length === 0 ? z.preprocess((value) => value ?? {}, fields) : fields;
}

/** Each command's payload schema (a room message carries the name as its type, the fields as payload). */
export const LOBBY_COMMAND_PAYLOAD_SCHEMAS = Object.fromEntries(
  LOBBY_COMMAND_TYPES.map((type) => [type, payloadSchemaOf(type)]),
) as { [Type in LobbyCommandType]: z.ZodType<FieldsOf<Type>> };

function typeOf(input: unknown): unknown {
  return typeof input === 'object' && input !== null && 'type' in input ? input.type : undefined;
}

function unknownTypeText(type: unknown): string {
  return `Unknown message type ${JSON.stringify(type)}: send one of ${LOBBY_COMMAND_TYPES.join(', ')}.`;
}

/** A command as one object, `{ "type": "ready", "isReady": true }`: the generic REST route's body field. */
export const lobbyCommandSchema = z.discriminatedUnion(
  'type',
  LOBBY_COMMAND_TYPES.map((type) =>
    strictFields(type, { type: z.literal(type), ...LOBBY_COMMAND_FIELDS[type] }),
  ) as unknown as [z.ZodObject<{ type: z.ZodLiteral<string> }>],
  { error: (issue) => (issue.code === 'invalid_union' ? unknownTypeText(typeOf(issue.input)) : undefined) },
) as unknown as z.ZodType<LobbyCommand>;

function invalid(message: string): LobbyRefusal {
  return { code: ERROR_CODES.invalidMessage, message };
}

/** The refusal for a command name the lobby does not know. */
export function unknownLobbyCommand(type: unknown): LobbyRefusal {
  return invalid(unknownTypeText(type));
}

/** A room message's payload read as the command its type names; a refusal carries the first problem. */
export function parseLobbyCommand(type: unknown, payload: unknown): LobbyRuling<LobbyCommand> {
  if (!isLobbyCommandType(type)) return { isRefused: true, refusal: unknownLobbyCommand(type) };
  const parsed = LOBBY_COMMAND_PAYLOAD_SCHEMAS[type].safeParse(payload);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? `The ${type} message could not be read.`;
    return { isRefused: true, refusal: invalid(message) };
  }
  return { isRefused: false, value: { ...(parsed.data as object), type } as LobbyCommand };
}

/** A watcher's command; every other command is a seated player's. */
export type WatcherCommand = LobbyCommandOf<'call'>;
export type SeatCommand = Exclude<LobbyCommand, WatcherCommand>;

export function isWatcherCommandType(type: LobbyCommandType): type is WatcherCommand['type'] {
  return type === 'call';
}

export function isWatcherCommand(command: LobbyCommand): command is WatcherCommand {
  return isWatcherCommandType(command.type);
}

/**
 * Who sends a command: a seated player, by their account, or a watcher, by the id the room knows them by
 * and the way they watch (a poller cannot call for a socket).
 */
export type LobbyActor =
  { kind: 'player'; userId: string } | { kind: 'watcher'; watcherId: string; via: 'ws' | 'rest' };

/** A command as the reducer takes it: the command with its sender. */
export type LobbyCommandEvent =
  (SeatCommand & { userId: string }) | (WatcherCommand & { watcherId: string; via: 'ws' | 'rest' });

/**
 * The reducer's event for a command from this sender: a seat's command from a player, a call from a watcher.
 * A watcher asking what only a seat may is not in the lobby; a player calling is not watching.
 */
export function lobbyEventOf(actor: LobbyActor, command: LobbyCommand): LobbyRuling<LobbyCommandEvent> {
  if (isWatcherCommand(command)) {
    if (actor.kind !== 'watcher') {
      return {
        isRefused: true,
        refusal: { code: ERROR_CODES.notWatching, message: ERROR_MESSAGES.notWatching },
      };
    }
    return { isRefused: false, value: { ...command, watcherId: actor.watcherId, via: actor.via } };
  }
  if (actor.kind !== 'player') {
    return { isRefused: true, refusal: { code: ERROR_CODES.notInLobby, message: ERROR_MESSAGES.notInLobby } };
  }
  return { isRefused: false, value: { ...command, userId: actor.userId } };
}
