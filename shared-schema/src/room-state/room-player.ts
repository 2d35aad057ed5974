import { schema, t, type SchemaType } from '@colyseus/schema';

/** A seated player as every client in the lobby sees them (The room). */
export const RoomPlayer = schema(
  {
    id: t.string().default(''),
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    isHost: t.boolean().default(false),
    /** The host's flag is not read: the host counts as ready (rules/lobby/start-game.ts). */
    isReady: t.boolean().default(false),
    /** False during the reconnection window, so the others see who dropped. */
    isConnected: t.boolean().default(true),
    currentScore: t.uint16().default(0),
    hasAnswered: t.boolean().default(false),
    /** Set at round results only: during the round it would tell the others the answer. */
    isCorrect: t.boolean().default(false),
    /** Milliseconds from the round's start to the answer, by the server's clock; 0 until answered. */
    answerTime: t.uint32().default(0),
    /** The sum of this game's answer times (a timeout counts as the whole round): standings break ties by it. */
    totalAnswerTime: t.uint32().default(0),
    /** When they sat down, on the room's clock (milliseconds): host succession goes by it. */
    seatedAt: t.float64().default(0),
  },
  'RoomPlayer',
);
export type RoomPlayer = SchemaType<typeof RoomPlayer>;
