import { randomBytes } from 'node:crypto';
import {
  normaliseLobbyCode,
  type CreateLobbyBody,
  type JoinLobbyBody,
  type LobbyActionResponse,
  type LobbyActor,
  type LobbyCommand,
  type LobbyResponse,
  type LobbyView,
  type MultiplayerGameView,
  type WatchLobbyResponse,
} from '@bluffle/shared-schema';
import type { UserRecord } from '../domain/user';
import { lobbyUserOf } from '../multiplayer/lobby-user';
import { LobbyRefusedError } from '../multiplayer/lobby-refused-error';
import type { PollHold } from '../multiplayer/held-polls';
import type { LobbyPollCall, LobbyRestCall } from '../multiplayer/lobby-rest-action';
import type { LobbyRoomPort } from '../multiplayer/lobby-room-port';
import { DEFAULT_LOBBY_TIMINGS, maxPollWaitSeconds } from '../multiplayer/lobby-timings';
import type { SerializedJson, TaggedJson } from './serialized-json';

/** 144 random bits: a watcher's token is their only credential, so nobody can call for another watcher. */
const WATCHER_ID_BYTES = 18;
/** A held poll's name in its room, to release it: unique among the polls one room holds at once. */
const HOLD_ID_BYTES = 12;

/**
 * A long poll's ask: `Prefer: wait=<seconds>` with the If-None-Match the poller holds, and the
 * request's signal, which aborts when its client goes away.
 */
export interface PollWait {
  ifNoneMatch: string | undefined;
  waitSeconds: number;
  signal: AbortSignal;
}

/** A poll's view; `appliedWaitSeconds` when a long poll's wait was applied (the Preference-Applied). */
export type PolledJson<Shape> = TaggedJson<Shape> & { appliedWaitSeconds?: number };

/** A typed code as the room looks it up: blank gets the spec's 'Please enter a lobby code'. */
function lobbyCodeOf(typed: string): string {
  const code = normaliseLobbyCode(typed);
  if (code.isRefused) throw new LobbyRefusedError(code.refusal);
  return code.value;
}

/**
 * The REST multiplayer calls (docs/product.md §7): each one is a call in the lobby's room, wherever it runs (docs/design.md
 * decision 6), by the signed-in user. The room answers with its state, shaped here as the spec's views.
 */
export function createMultiplayerServices(
  lobbies: LobbyRoomPort,
  options: { maxPollWaitSeconds: number } = {
    maxPollWaitSeconds: maxPollWaitSeconds(DEFAULT_LOBBY_TIMINGS),
  },
) {
  /**
   * The call in the room; the view it answers with comes back as JSON the room wrote and tagged once per
   * change, so a poll of an unchanged view costs no JSON and no hashing here.
   */
  async function read<Shape>(
    typedCode: string,
    roomCall: LobbyRestCall,
    hold?: PollHold,
  ): Promise<TaggedJson<Shape> & { isWaitApplied?: boolean }> {
    const result = await lobbies.call(lobbyCodeOf(typedCode), roomCall, hold);
    if (!result.ok) throw new LobbyRefusedError(result.refusal);
    return result;
  }
  /**
   * A poll, held in the room when it asks to wait and names an ETag (held-polls.ts); the wait is capped
   * below the REST silence limit, and a client that goes away releases what the room holds for it.
   */
  async function poll<Shape>(
    typedCode: string,
    roomCall: LobbyPollCall,
    wait: PollWait | undefined,
  ): Promise<PolledJson<Shape>> {
    if (wait === undefined || wait.ifNoneMatch === undefined) {
      const { json, etag } = await read<Shape>(typedCode, roomCall);
      return { json, etag };
    }
    const waitSeconds = Math.min(wait.waitSeconds, options.maxPollWaitSeconds);
    const hold = {
      id: randomBytes(HOLD_ID_BYTES).toString('base64url'),
      ifNoneMatch: wait.ifNoneMatch,
      waitMs: waitSeconds * 1000,
    };
    const release = () => void lobbies.release(lobbyCodeOf(typedCode), hold.id);
    wait.signal.addEventListener('abort', release, { once: true });
    try {
      const { json, etag, isWaitApplied } = await read<Shape>(typedCode, roomCall, hold);
      return isWaitApplied === true ? { json, etag, appliedWaitSeconds: waitSeconds } : { json, etag };
    } finally {
      wait.signal.removeEventListener('abort', release);
    }
  }
  const call = async (typedCode: string, roomCall: LobbyRestCall): Promise<string> =>
    (await read(typedCode, roomCall)).json;
  const lobbyAfter = async (
    code: string,
    roomCall: LobbyRestCall,
  ): Promise<SerializedJson<LobbyResponse>> => ({
    json: `{"lobby":${await call(code, roomCall)}}`,
  });
  const gameAfter = async (
    code: string,
    roomCall: LobbyRestCall,
  ): Promise<SerializedJson<LobbyActionResponse>> => ({
    json: `{"game":${await call(code, roomCall)}}`,
  });

  return {
    async createLobby(user: UserRecord, body: CreateLobbyBody) {
      const code = await lobbies.create({ language: body.language ?? 'english' });
      return lobbyAfter(code, { kind: 'join', user: lobbyUserOf(user, body.playerName), view: 'lobby' });
    },
    joinLobby: (user: UserRecord, body: JoinLobbyBody) =>
      lobbyAfter(body.lobbyCode, { kind: 'join', user: lobbyUserOf(user, body.playerName), view: 'lobby' }),
    /**
     * A lobby command by its sender: a signed-in player, or a watcher by the token watch gave them (every
     * REST command route: http/routes/lobby-command-routes.ts). The answer is the game after it.
     */
    command: (code: string, actor: LobbyActor, command: LobbyCommand) =>
      gameAfter(code, { kind: 'command', actor, command, view: 'game' }),
    /** The room moves on by its own clock after the results pause; asking early changes nothing. */
    nextRound: (user: UserRecord, code: string) =>
      gameAfter(code, { kind: 'read', userId: user.id, view: 'game' }),
    readLobby: (user: UserRecord, code: string, wait?: PollWait) =>
      poll<LobbyView>(code, { kind: 'read', userId: user.id, view: 'lobby' }, wait),
    readGame: (user: UserRecord, code: string, wait?: PollWait) =>
      poll<MultiplayerGameView>(code, { kind: 'read', userId: user.id, view: 'game' }, wait),
    /**
     * Anyone, guest or signed in, starts watching: the server makes the watcher's token, which
     * their next reads and calls carry; the answer is the game as players see it.
     */
    async watch(code: string): Promise<SerializedJson<WatchLobbyResponse>> {
      const watcherId = randomBytes(WATCHER_ID_BYTES).toString('base64url');
      const game = await call(code, { kind: 'watch', watcherId, view: 'game' });
      return { json: `{"watcherId":${JSON.stringify(watcherId)},"game":${game}}` };
    },
    /** A polling watcher's read: the same game view players poll, so it shares their ETag. */
    readWatcherGame: (code: string, watcherId: string, wait?: PollWait) =>
      poll<MultiplayerGameView>(code, { kind: 'watcher-read', watcherId, view: 'game' }, wait),
  };
}

export type MultiplayerServices = ReturnType<typeof createMultiplayerServices>;
