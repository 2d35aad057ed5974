import { schema, t, type SchemaType } from '@colyseus/schema';
import { MULTIPLAYER_ROUND_SECONDS, ROUNDS_PER_GAME } from '../constants';
import type { LobbyStatus } from '../rules/lobby/lobby-status';
import type { PlayLanguage } from '../word';
import { RoomPlayer } from './room-player';
import { RoomReveal } from './room-reveal';
import { RoomWord } from './room-word';

/**
 * A lobby's state as the room syncs it to every client (The room; docs/product.md §3 Lobby and Multiplayer game
 * state). The server decides, clients mirror it. Nothing here may carry a word's truth before round results.
 */
export const LobbyState = schema(
  {
    code: t.string().default(''),
    status: t.string<LobbyStatus>().default('waiting'),
    /** The host picks English or Filipino (docs/design.md (gaps closed): multiplayer language). */
    language: t.string<PlayLanguage>().default('english'),
    /** Each round's countdown in seconds: the host picks 15, 30 or 45. */
    roundSeconds: t.uint8().default(MULTIPLAYER_ROUND_SECONDS),
    /** 0 before the first round, then 1 to totalRounds. */
    round: t.uint8().default(0),
    totalRounds: t.uint8().default(ROUNDS_PER_GAME),
    /**
     * When the round in play opened, on the room's clock (milliseconds); 0 before the first round. No field
     * counts the round down: a client counts from when the round's patch reached it, so a round
     * sends patches only when something happens in it.
     */
    roundStartedAt: t.float64().default(0),
    /** Undefined until round 1: there is no word while the lobby gathers. */
    currentWord: t.ref(RoomWord).optional(),
    /** The truth about the round's word, set at round results and cleared when the next round opens. */
    reveal: t.ref(RoomReveal).optional(),
    /** Keyed by player id. */
    players: t.map(RoomPlayer),
    /** The host turned watching off: no new watchers, and those watching were sent away. */
    isPrivate: t.boolean().default(false),
    /** Watchers here now, over a WebSocket or polling; nothing else of a watcher is synced. */
    watcherCount: t.uint16().default(0),
    /** The audience's right calls over this game's judged rounds (updated at each round's results). */
    audienceCorrect: t.uint16().default(0),
    /** The audience's calls over this game's judged rounds: its accuracy is audienceCorrect / audienceCalls. */
    audienceCalls: t.uint16().default(0),
  },
  'LobbyState',
);
export type LobbyState = SchemaType<typeof LobbyState>;
