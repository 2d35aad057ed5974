import { CloseCode, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  LOBBY_MESSAGE_TYPES,
  LOBBY_SERVER_MESSAGE_TYPES,
  generateCode,
  generateLobbyCode,
  lobbyJoinOptionsSchema,
  parseLobbyMessage,
  unknownLobbyMessage,
  type LobbyErrorMessage,
  type LobbyMessage,
  type LobbyMessageType,
  type LobbyRefusal,
  type LobbySnapshot,
  type RandomSource,
} from '@bluffle/shared-schema';
import { LobbyState } from '@bluffle/shared-schema/room-state';
import type { Clock } from '../clock';
import { tokenBucketLimiter, type RateLimiter } from '../rate-limit/token-bucket';
import type { Logger } from '../logging/logger';
import {
  LobbyGame,
  type FinishedLobbyGame,
  type LobbyOutcome,
  type LobbyUser,
  type SeatConnection,
} from './lobby-game';
import type { LobbyTimings } from './lobby-timings';
import type { LobbyRestAction, LobbyRestCall, LobbyRestResult } from './lobby-rest-action';
import { LobbyViewCache } from './lobby-view-cache';
import { refusalStatus } from './refusal-status';
import type { StoredWord } from '../domain/word';
import type { PlayLanguage } from '@bluffle/shared-schema';

/** Presence hash of the codes in use, shared by every process on one Redis (notes/colyseus-0.18.md §0.5). */
export const LOBBY_CODES_KEY = 'bluffle:lobby-codes';
/** Codes are 30 bits; a few tries at most find a free one even with many lobbies open. */
const MAX_CODE_ATTEMPTS = 20;
/** Messages a client may send per 10 s before it is told to slow down (a game needs a handful). */
const MESSAGES_PER_10_S = 40;
/** Beyond this a client is cut off by Colyseus itself (a script, not a person). */
const HARD_MESSAGES_PER_SECOND = 60;
/** How often the room sends what its own clock changed, and ticks that clock. */
const PATCH_BEAT_MS = 100;
/** A seat's WebSocket, plus a second tab of the same account taking it over. */
const MAX_CLIENTS = 8;

export interface LobbyRoomDeps {
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  timings: LobbyTimings;
  /** The signed-in user behind a matchmaking request's Cookie header (null for a guest). */
  signedInUser(cookieHeader: string | null): Promise<LobbyUser | null>;
  /** `playerUserIds`: the seated players, whose recent words the draw avoids. */
  drawWords(language: PlayLanguage, count: number, playerUserIds: readonly string[]): Promise<StoredWord[]>;
  recordGame(game: FinishedLobbyGame): Promise<void>;
  recordWordCall(word: StoredWord, playerUserId: string, calledReal: boolean): Promise<void>;
}

type LobbyMessageHandler<Type extends LobbyMessageType> = (
  userId: string,
  message: LobbyMessage<Type>,
) => LobbyOutcome<unknown> | Promise<LobbyOutcome<unknown>>;
type LobbyMessageHandlers = { [Type in LobbyMessageType]: LobbyMessageHandler<Type> };

interface SeatAuth {
  user: LobbyUser;
}

/** Which matchmaking call this is, from its URL (/matchmake/<method>/<room>): the spec words the two sign-in refusals differently. */
function isCreateRequest(context: AuthContext): boolean {
  const request = context.req as { url?: string } | undefined;
  return request?.url?.includes('/matchmake/create/') === true;
}

function toErrorMessage(type: string, refusal: LobbyRefusal): LobbyErrorMessage {
  return { type, error: refusal.message, code: refusal.code };
}

/**
 * The lobby room type, bound to this server's store and clock (DESIGN decision 6: the room is the
 * authority). A thin transport over LobbyGame: WebSocket messages and REST calls (restCall, reached through
 * matchMaker.remoteRoomCall from any process) become the same LobbyGame calls by the signed-in user's id.
 */
export function defineLobbyRoom(deps: LobbyRoomDeps) {
  return class LobbyRoom extends Room<{ state: LobbyState; client: Client<{ auth: SeatAuth }> }> {
    override maxClients = MAX_CLIENTS;
    // REST players have no socket, so a lobby with no WebSocket client is not empty: LobbyGame says when it is.
    override autoDispose = false;
    override maxMessagesPerSecond = HARD_MESSAGES_PER_SECOND;
    // A change made by a message or a REST call is sent at once (stateChanged); the beat only carries what the
    // room's own clock changes (the countdown, round ends), and ticks that clock, so it can be slower than
    // Colyseus's 50 ms: half the beats of a thousand idle lobbies.
    override patchRate = PATCH_BEAT_MS;
    override state = new LobbyState();
    private game!: LobbyGame;
    private readonly views = new LobbyViewCache(() => this.state.toJSON() as LobbySnapshot);
    private readonly messageLimiter: RateLimiter = tokenBucketLimiter({
      capacity: MESSAGES_PER_10_S,
      windowMs: 10_000,
      clock: deps.clock,
    });

    /** Joining and creating need a signed-in user (spec §5), read from the session cookie. */
    static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<SeatAuth> {
      const user = await deps.signedInUser(context.headers.get('cookie'));
      if (user === null) {
        const message = isCreateRequest(context)
          ? ERROR_MESSAGES.createLobbySignIn
          : ERROR_MESSAGES.joinLobbySignIn;
        throw new ServerError(401, message);
      }
      return { user };
    }

    override async onCreate(options: unknown): Promise<void> {
      const parsed = lobbyJoinOptionsSchema.safeParse(options ?? {});
      if (!parsed.success) {
        throw new ServerError(
          400,
          parsed.error.issues[0]?.message ?? 'These lobby options could not be read.',
        );
      }
      const code = await this.claimCode();
      this.roomId = code;
      this.state.code = code;
      this.state.language = parsed.data.language ?? 'english';
      this.game = new LobbyGame({
        state: this.state,
        clock: deps.clock,
        timers: this.clock,
        timings: deps.timings,
        drawWords: deps.drawWords,
        recordGame: deps.recordGame,
        recordWordCall: deps.recordWordCall,
        newPlayerId: () => generateCode(8, deps.random),
        onEmpty: () => void this.disconnect(),
        // The room's clock changed the state between calls: the views are written again (the patch goes out
        // on Colyseus's beat).
        onTimerChange: () => this.views.invalidate(),
        onSeatRemoved: (connection, reason) => this.closeSeatSocket(connection, reason),
        onError: (error, what) => deps.logger.error({ err: error, lobby: code }, what),
      });
      for (const type of Object.values(LOBBY_MESSAGE_TYPES)) {
        this.onMessage(type, (client, payload) => this.handleMessage(client, type, payload));
      }
      this.onMessage('*', (client, type) => {
        client.send(
          LOBBY_SERVER_MESSAGE_TYPES.error,
          toErrorMessage(String(type), unknownLobbyMessage(type)),
        );
      });
    }

    override onJoin(client: Client<{ auth: SeatAuth }>, options: unknown): void {
      const user = client.auth?.user;
      if (user === undefined) throw new ServerError(401, ERROR_MESSAGES.joinLobbySignIn);
      const parsed = lobbyJoinOptionsSchema.safeParse(options ?? {});
      if (!parsed.success) {
        throw new ServerError(
          400,
          parsed.error.issues[0]?.message ?? 'These join options could not be read.',
        );
      }
      const seated = this.game.seat(
        { ...user, name: parsed.data.playerName ?? user.name },
        { kind: 'ws', sessionId: client.sessionId },
      );
      if (seated.isRefused) throw new ServerError(refusalStatus(seated.refusal), seated.refusal.message);
      if (seated.value.replaced !== null) this.closeSeatSocket(seated.value.replaced, 'replaced');
      this.views.invalidate();
    }

    override onDrop(client: Client<{ auth: SeatAuth }>, code?: number): void {
      // A shutdown or a client cut off for misbehaving gets no window; onLeave follows at once.
      if (code === CloseCode.SERVER_SHUTDOWN || code === CloseCode.WITH_ERROR) return;
      this.game.markDropped(client.sessionId);
      this.views.invalidate();
      // The window is timed on the room's clock: Colyseus's own timer for it is not cleared when the room is
      // disposed (core 0.18.17 Room.allowReconnection), which kept a stopped server's process alive for 20 s.
      const reconnection = this.allowReconnection(client, 'manual');
      const window = this.clock.setTimeout(
        () => reconnection.reject(false),
        deps.timings.reconnectSeconds * 1000,
      );
      reconnection.then(
        () => window.clear(),
        () => window.clear(),
      );
    }

    override onReconnect(client: Client<{ auth: SeatAuth }>): void {
      this.game.markReconnected(client.sessionId);
      this.views.invalidate();
    }

    override onLeave(client: Client<{ auth: SeatAuth }>): void {
      this.game.releaseSession(client.sessionId);
      this.views.invalidate();
    }

    override async onDispose(): Promise<void> {
      this.game?.dispose();
      if (this.state.code !== '') await this.presence.hdel(LOBBY_CODES_KEY, this.state.code);
    }

    /** A REST player's call (services/multiplayer.ts), local or from another process over Redis. */
    async restCall(call: LobbyRestCall): Promise<LobbyRestResult> {
      const outcome = await this.applyRestAction(call);
      if (call.kind !== 'read') this.stateChanged();
      if (outcome.isRefused) return { ok: false, refusal: outcome.refusal };
      return { ok: true, json: this.views.json(call.view) };
    }

    /**
     * Colyseus sends patches on its own beat (patchRate); this one goes out at once, so a player sees the
     * answer or move they just made without waiting for the beat, and the REST views are written afresh.
     */
    private stateChanged(): void {
      this.views.invalidate();
      this.broadcastPatch();
    }

    private async applyRestAction(action: LobbyRestAction): Promise<LobbyOutcome<unknown>> {
      if (action.kind === 'join') {
        const seated = this.game.seat(action.user, { kind: 'rest', lastCallAtMs: deps.clock.now() });
        if (!seated.isRefused && seated.value.replaced !== null) {
          this.closeSeatSocket(seated.value.replaced, 'replaced');
        }
        return seated;
      }
      // Any call from a polling player shows they are still there.
      if (this.game.touchRestSeat(action.userId)) this.stateChanged();
      switch (action.kind) {
        case 'read':
          return this.game.refuseReader(action.userId);
        case 'ready':
          return this.game.setReady(action.userId, action.isReady);
        case 'start':
          return this.game.start(action.userId);
        case 'leave':
          return this.game.leave(action.userId);
        case 'answer':
          return this.game.answer(action.userId, action.roundNumber, action.answer);
        case 'kick':
          return this.game.kick(action.userId, action.playerId);
        case 'language':
          return this.game.setLanguage(action.userId, action.language);
        case 'rematch':
          return this.game.rematch(action.userId);
      }
    }

    private async handleMessage(client: Client, type: LobbyMessageType, payload: unknown): Promise<void> {
      const reply = (refusal: LobbyRefusal) =>
        client.send(LOBBY_SERVER_MESSAGE_TYPES.error, toErrorMessage(type, refusal));
      const decision = this.messageLimiter.take(client.sessionId);
      if (!decision.isAllowed) {
        reply({
          code: ERROR_CODES.rateLimited,
          message: `Too many messages: wait ${decision.retryAfterSeconds} s and try again.`,
        });
        return;
      }
      const userId = this.game.userIdOfSession(client.sessionId);
      if (userId === undefined) {
        reply({ code: ERROR_CODES.notInLobby, message: ERROR_MESSAGES.notInLobby });
        return;
      }
      try {
        const outcome = await this.dispatch(type, userId, payload);
        if (outcome.isRefused) reply(outcome.refusal);
        else this.stateChanged();
      } catch (error) {
        deps.logger.error({ err: error, lobby: this.state.code, type }, 'lobby message failed');
        reply({ code: ERROR_CODES.internal, message: ERROR_MESSAGES.internal });
      }
    }

    /** What each message asks of the game, once it has passed its schema. */
    private readonly handlers: LobbyMessageHandlers = {
      [LOBBY_MESSAGE_TYPES.ready]: (userId, message) => this.game.setReady(userId, message.isReady),
      [LOBBY_MESSAGE_TYPES.start]: (userId) => this.game.start(userId),
      [LOBBY_MESSAGE_TYPES.answer]: (userId, message) =>
        this.game.answer(userId, message.roundNumber, message.answer),
      [LOBBY_MESSAGE_TYPES.kick]: (userId, message) => this.game.kick(userId, message.playerId),
      [LOBBY_MESSAGE_TYPES.setLanguage]: (userId, message) => this.game.setLanguage(userId, message.language),
      [LOBBY_MESSAGE_TYPES.rematch]: (userId) => this.game.rematch(userId),
      [LOBBY_MESSAGE_TYPES.leave]: (userId) => this.game.leave(userId),
    };

    private async dispatch<Type extends LobbyMessageType>(
      type: Type,
      userId: string,
      payload: unknown,
    ): Promise<LobbyOutcome<unknown>> {
      const message = parseLobbyMessage(type, payload);
      if (message.isRefused) return message;
      // One handler per type: TypeScript cannot tie the indexed handler to its message type by itself.
      const handle = this.handlers[type] as LobbyMessageHandler<Type>;
      return handle(userId, message.value);
    }

    /** Closes the WebSocket of a seat that is gone, after telling a kicked or replaced player why. */
    private closeSeatSocket(
      connection: SeatConnection,
      reason: 'left' | 'kicked' | 'dropped' | 'replaced',
    ): void {
      if (connection.kind !== 'ws') return;
      const client = this.clients.getById(connection.sessionId);
      if (client === undefined) return;
      if (reason === 'kicked') {
        client.send(LOBBY_SERVER_MESSAGE_TYPES.kicked, { message: ERROR_MESSAGES.kickedFromLobby });
      } else if (reason === 'replaced') {
        client.send(LOBBY_SERVER_MESSAGE_TYPES.replaced, {
          message: 'You opened this lobby somewhere else, so this window left it.',
        });
      }
      client.leave(CloseCode.CONSENTED);
    }

    /** A fresh code no other lobby holds, on this process or any other sharing the presence. */
    private async claimCode(): Promise<string> {
      for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
        const code = generateLobbyCode(deps.random);
        if ((await this.presence.hincrby(LOBBY_CODES_KEY, code, 1)) === 1) return code;
      }
      throw new ServerError(503, 'No lobby code is free right now. Please try again.');
    }
  };
}
