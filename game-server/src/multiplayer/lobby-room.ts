import { CloseCode, Room, ServerError, matchMaker, type AuthContext, type Client } from '@colyseus/core';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  LOBBY_MESSAGE_TYPES,
  LOBBY_SERVER_MESSAGE_TYPES,
  NETWORK_ALLOWANCE_MS,
  generateCode,
  generateLobbyCode,
  joinRefusalStatus,
  lobbyJoinOptionsSchema,
  newLobbyGame,
  parseLobbyMessage,
  lobbyRoundMsLeft,
  reduceLobby,
  seatOfSession,
  unknownLobbyMessage,
  type FinishedLobbyGame,
  type LobbyEffect,
  type LobbyErrorMessage,
  type LobbyEvent,
  type LobbyGame,
  type LobbyMessage,
  type LobbyMessageType,
  type LobbyRefusal,
  type LobbyRuling,
  type LobbyRules,
  type LobbySnapshot,
  type LobbyStep,
  type LobbyUser,
  type PlayLanguage,
  type RandomSource,
  type RoundClockMessage,
  type SeatCloseReason,
  type SeatConnection,
  type WatchingEndReason,
  type WatchingEndedMessage,
} from '@bluffle/shared-schema';
import { LobbyState } from '@bluffle/shared-schema/room-state';
import type { Clock } from '../clock';
import type { StoredWord } from '../domain/word';
import type { Logger } from '../logging/logger';
import type { RateLimiter } from '../rate-limit/allowance-limiter';
import { memoryRateLimitStore } from '../rate-limit/rate-limit-store';
import { HeldPolls, type PollHold } from './held-polls';
import type {
  LobbyPollAction,
  LobbyPollCall,
  LobbyRestAction,
  LobbyRestCall,
  LobbyRestResult,
} from './lobby-rest-action';
import type { LobbyTimings } from './lobby-timings';
import { LobbyViewCache } from './lobby-view-cache';
import { refusalStatus } from './refusal-status';
import { syncRoomState } from './room-state-sync';
import { isStateMatched } from './view-etag';

/** Presence hash of the codes in use, shared by every process on one Redis (notes/colyseus-0.18.md §0.5). */
export const LOBBY_CODES_KEY = 'bluffle:lobby-codes';
/**
 * Presence hash of each account's lobby, the last one it opened (issue 21: an account holds one), shared by
 * every process on one Redis like the codes.
 */
export const ACCOUNT_LOBBIES_KEY = 'bluffle:account-lobbies';
/** Codes are 30 bits; a few tries at most find a free one even with many lobbies open. */
const MAX_CODE_ATTEMPTS = 20;
/** Messages a client may send per 10 s before it is told to slow down (a game needs a handful). */
const MESSAGES_PER_10_S = 40;
/** Beyond this a client is cut off by Colyseus itself (a script, not a person). */
const HARD_MESSAGES_PER_SECOND = 60;
/**
 * Long polls a room holds at once (issue 21): four seats hold two views each, watchers one; past this, a
 * poll is answered at once as a plain one, so a crowd of watchers cannot pile up held requests.
 */
const MAX_HELD_POLLS = 256;
/** What a poll of a closed room gets (the port answers the same to a poll of a room that is gone). */
const LOBBY_GONE: LobbyRestResult = {
  ok: false,
  refusal: { code: ERROR_CODES.lobbyNotFound, message: ERROR_MESSAGES.lobbyNotFound },
};

export interface LobbyRoomDeps {
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  timings: LobbyTimings;
  /** New lobbies per account, one allowance with REST's create (http/rate-limit/play-rate-limits.ts). */
  newLobbies: RateLimiter;
  /** The signed-in user behind a matchmaking request's Cookie header (null for a guest). */
  signedInUser(cookieHeader: string | null): Promise<LobbyUser | null>;
  /** `playerUserIds`: the seated players, whose recent words the draw avoids. */
  drawWords(language: PlayLanguage, count: number, playerUserIds: readonly string[]): Promise<StoredWord[]>;
  recordGame(game: FinishedLobbyGame): Promise<void>;
  recordWordCall(word: StoredWord, playerUserId: string, calledReal: boolean): Promise<void>;
}

type LobbyOutcome = LobbyRuling<unknown>;
type LobbyMessageHandler<Type extends LobbyMessageType> = (
  userId: string,
  message: LobbyMessage<Type>,
) => LobbyOutcome | Promise<LobbyOutcome>;
/** A watcher's call is not a seat's message: the room handles it apart (watcherCall). */
type SeatMessageType = Exclude<LobbyMessageType, 'call'>;
type LobbyMessageHandlers = { [Type in SeatMessageType]: LobbyMessageHandler<Type> };

/**
 * REST calls sent no patch at once: reads and a watcher's calls change nothing players see, and a watcher's
 * arrival (the watcher count) can wait for the room's beat.
 */
const QUIET_REST_CALLS: ReadonlySet<LobbyRestAction['kind']> = new Set([
  'read',
  'watch',
  'watcher-read',
  'watch-call',
]);

function isPollCall(call: LobbyRestCall): call is LobbyPollCall {
  return call.kind === 'read' || call.kind === 'watcher-read';
}

/** Who holds a long poll: a player holds one per view, a watcher one. */
function pollHolderOf(call: LobbyPollCall): string {
  return call.kind === 'read' ? `player:${call.userId}:${call.view}` : `watcher:${call.watcherId}`;
}

/** Who a socket is: a signed-in player, or a watcher (issue 23: a guest may only watch). */
type SeatAuth = { isWatching: false; user: LobbyUser } | { isWatching: true; user: LobbyUser | null };

/** Whether join options ask to watch; unreadable options are onJoin's to refuse. */
function asksToWatch(options: unknown): boolean {
  const parsed = lobbyJoinOptionsSchema.safeParse(options ?? {});
  return parsed.success && parsed.data.watch === true;
}

/** The matchmaking method of a request, from its URL (/matchmake/<method>/<room>). */
function matchmakeMethodOf(context: AuthContext): string | undefined {
  const request = context.req as { url?: string } | undefined;
  return /\/matchmake\/([^/]+)\//.exec(request?.url ?? '')?.[1];
}

/** The spec words the two sign-in refusals differently. */
function isCreateRequest(context: AuthContext): boolean {
  return matchmakeMethodOf(context) === 'create';
}

/** The methods that may open a lobby, and so take from the account's allowance of new lobbies. */
const OPENING_METHODS: ReadonlySet<string | undefined> = new Set(['create', 'joinOrCreate']);

function toErrorMessage(type: string, refusal: LobbyRefusal): LobbyErrorMessage {
  return { type, error: refusal.message, code: refusal.code };
}

function rulesOf(timings: LobbyTimings): LobbyRules {
  const { roundSeconds, resultsMs, reconnectSeconds, restSilenceMs, emptyLobbyMs, idleLobbyMs } = timings;
  return {
    roundSeconds,
    resultsMs,
    reconnectSeconds,
    restSilenceMs,
    emptyLobbyMs,
    idleLobbyMs,
    allowanceMs: NETWORK_ALLOWANCE_MS,
  };
}

/**
 * The lobby room type, bound to this server's store and clock (DESIGN decision 6: the room is the
 * authority). A thin transport over the lobby's rules (reduceLobby in shared-schema): WebSocket messages,
 * REST calls (restCall, reached through matchMaker.remoteRoomCall from any process), connections and the
 * room's clock become events by the signed-in user's id; the room applies the effects (sockets, words,
 * stats, timers) and copies what players may see into its synced state.
 */
export function defineLobbyRoom(deps: LobbyRoomDeps) {
  // One allowance per client socket for every room of this process: a socket lives in one process, so its
  // counter stays in memory (a Redis call per message would only add latency).
  const messageLimiter: RateLimiter = memoryRateLimitStore(deps.clock, 'bluffle:room').allowance({
    name: 'messages',
    capacity: MESSAGES_PER_10_S,
    windowMs: 10_000,
  });
  return class LobbyRoom extends Room<{ state: LobbyState; client: Client<{ auth: SeatAuth }> }> {
    // Seats are capped by the rules (four); watchers are not capped (issue 23), so neither are sockets.
    override maxClients = Number.POSITIVE_INFINITY;
    // REST players have no socket, so a lobby with no WebSocket client is not empty: LobbyGame says when it is.
    override autoDispose = false;
    override maxMessagesPerSecond = HARD_MESSAGES_PER_SECOND;
    // One slow beat a room (issue 21), set in onCreate: Colyseus's own patch interval goes (patchRate 0 there).
    // A change made by a message, a REST call or a seat's connection is sent at once (stateChanged); a round's
    // end and the results' end come on timers of their own (the rules' wake-at); so the beat only ticks the
    // lobby for what has no deadline (a silent REST player, a reconnection window, an idle lobby) and carries
    // the quiet changes (watchers coming and going). This value stands only until onCreate.
    override patchRate = deps.timings.tickMs;
    override state = new LobbyState();
    private game!: LobbyGame<StoredWord>;
    private readonly rules = rulesOf(deps.timings);
    /** The rules' next deadline (a round's end, the results' end): a timer of its own, met on time. */
    private wakeUp: ReturnType<typeof setTimeout> | undefined;
    private readonly views = new LobbyViewCache(() => this.state.toJSON() as LobbySnapshot);
    /** REST players' long polls, held until their view changes (held-polls.ts). */
    private readonly heldPolls = new HeldPolls<LobbyRestResult>({
      clock: deps.clock,
      maxHeld: MAX_HELD_POLLS,
      goneAnswer: LOBBY_GONE,
    });
    /** The account that opened this lobby (its first player): this is that account's one lobby. */
    private openerUserId: string | null = null;

    /**
     * Joining and creating need a signed-in user (spec §5), read from the session cookie. Colyseus asks
     * before it opens a room, so a create past the account's allowance of new lobbies opens none. Watching
     * (`watch: true`, issue 23) needs no sign-in, and only joins.
     */
    static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<SeatAuth> {
      const user = await deps.signedInUser(context.headers.get('cookie'));
      if (asksToWatch(options)) {
        // A watcher never opens a lobby, so never takes from the allowance of new ones.
        if (OPENING_METHODS.has(matchmakeMethodOf(context))) {
          throw new ServerError(400, 'A watcher joins a lobby by its code: watching cannot open one.');
        }
        return { isWatching: true, user };
      }
      if (user === null) {
        const message = isCreateRequest(context)
          ? ERROR_MESSAGES.createLobbySignIn
          : ERROR_MESSAGES.joinLobbySignIn;
        throw new ServerError(401, message);
      }
      if (OPENING_METHODS.has(matchmakeMethodOf(context))) {
        const decision = await deps.newLobbies.take(`user:${user.id}`);
        if (!decision.isAllowed) {
          throw new ServerError(
            429,
            `Too many new lobbies from you in a short time. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
          );
        }
      }
      return { isWatching: false, user };
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
      this.game = newLobbyGame<StoredWord>({
        language: this.state.language,
        roundSeconds: this.rules.roundSeconds,
        totalRounds: this.state.totalRounds,
        nowMs: deps.clock.now(),
      });
      // The beat also ticks Colyseus's clock (the reconnection windows' timers), so it replaces its interval.
      this.setTimestep(() => this.tickAndSend(), deps.timings.tickMs);
      this.patchRate = 0;
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

    override async onJoin(client: Client<{ auth: SeatAuth }>, options: unknown): Promise<void> {
      const auth = client.auth;
      const parsed = lobbyJoinOptionsSchema.safeParse(options ?? {});
      if (!parsed.success) {
        throw new ServerError(
          400,
          parsed.error.issues[0]?.message ?? 'These join options could not be read.',
        );
      }
      const ruling = auth?.isWatching
        ? this.apply({
            type: 'watch',
            watcherId: client.sessionId,
            connection: { kind: 'ws', sessionId: client.sessionId },
          }).ruling
        : await this.seatSocket(client.sessionId, auth?.user, parsed.data.playerName);
      if (ruling.isRefused) {
        // A status of its own per refusal, so the client reads our code back (join-refusals.ts).
        const status = joinRefusalStatus(ruling.refusal.code) ?? refusalStatus(ruling.refusal);
        throw new ServerError(status, ruling.refusal.message);
      }
      // The others see a new player at once (the joining socket gets the full state); a watcher waits.
      if (!auth?.isWatching) this.broadcastPatch();
      this.sendRoundClock(client);
    }

    /**
     * A socket that did not see the round in play open hears how long it has left (the state has no
     * countdown: issue 21). Sent in onJoin, it follows the full state (Colyseus queues it until the join).
     */
    private sendRoundClock(client: Client): void {
      if (this.game.status !== 'playing') return;
      const message: RoundClockMessage = {
        round: this.game.round,
        msLeft: lobbyRoundMsLeft({
          roundStartedAtMs: this.game.roundStartedAtMs,
          roundSeconds: this.game.roundSeconds,
          nowMs: deps.clock.now(),
        }),
      };
      client.send(LOBBY_SERVER_MESSAGE_TYPES.roundClock, message);
    }

    private async seatSocket(
      sessionId: string,
      user: LobbyUser | undefined,
      playerName: string | undefined,
    ): Promise<LobbyOutcome> {
      if (user === undefined) throw new ServerError(401, ERROR_MESSAGES.joinLobbySignIn);
      return this.seat({ ...user, name: playerName ?? user.name }, { kind: 'ws', sessionId });
    }

    /** Seats a player; the first is the account that opened the lobby, which leaves its previous one. */
    private async seat(user: LobbyUser, connection: SeatConnection): Promise<LobbyOutcome> {
      const isOpening = this.game.seats.length === 0 && this.openerUserId === null;
      const { ruling } = this.apply({
        type: 'seat',
        user,
        connection,
        playerId: generateCode(8, deps.random),
      });
      if (isOpening && !ruling.isRefused) {
        this.openerUserId = user.id;
        await this.becomeLobbyOf(user.id);
      }
      return ruling;
    }

    /**
     * This is now the account's one lobby (issue 21): the presence says which it had before, on any process,
     * and that lobby is told the account opened another. A failure there leaves it to close by itself.
     */
    private async becomeLobbyOf(userId: string): Promise<void> {
      const previous = await this.presence.hget(ACCOUNT_LOBBIES_KEY, userId);
      await this.presence.hset(ACCOUNT_LOBBIES_KEY, userId, this.state.code);
      if (previous === null || previous === this.state.code) return;
      try {
        if ((await matchMaker.getRoomById(previous)) === undefined) return;
        await matchMaker.remoteRoomCall(previous, 'openedAnother', [userId]);
      } catch (error) {
        this.logError(error, 'leaving the previous lobby of an account');
      }
    }

    /** The account opened another lobby (becomeLobbyOf, from any process). */
    openedAnother(userId: string): void {
      const { ruling } = this.apply({ type: 'opened-another', userId });
      if (!ruling.isRefused) this.stateChanged();
    }

    override onDrop(client: Client<{ auth: SeatAuth }>, code?: number): void {
      // A shutdown or a client cut off for misbehaving gets no window; onLeave follows at once.
      if (code === CloseCode.SERVER_SHUTDOWN || code === CloseCode.WITH_ERROR) return;
      // A watcher has no window either (issue 23): onLeave follows at once and they are gone.
      if (client.auth?.isWatching) return;
      this.applyConnection(client, { type: 'socket-dropped', sessionId: client.sessionId });
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
      this.applyConnection(client, { type: 'socket-back', sessionId: client.sessionId });
      this.sendRoundClock(client);
    }

    override onLeave(client: Client<{ auth: SeatAuth }>, code?: number): void {
      // A reconnection that broke after onReconnect is no leave: the seat waits out its window (issue 20).
      const type = code === CloseCode.FAILED_TO_RECONNECT ? 'reconnect-failed' : 'socket-gone';
      this.applyConnection(client, { type, sessionId: client.sessionId });
    }

    /**
     * A socket dropped, came back or went. A seat's change goes out at once, as players expect of the beat's
     * old 100 ms; a watcher's (the watcher count) waits for the slow beat, so 500 watchers coming and going
     * are not 500 patches to everyone.
     */
    private applyConnection(client: Client<{ auth: SeatAuth }>, event: LobbyEvent<StoredWord>): void {
      const before = this.game;
      this.apply(event);
      if (!client.auth?.isWatching && this.game !== before) this.broadcastPatch();
    }

    override async onDispose(): Promise<void> {
      clearTimeout(this.wakeUp);
      // Held polls are answered as a poll of a closed lobby is, now: a shutdown does not wait them out.
      this.heldPolls.closeAll();
      if (this.state.code !== '') await this.presence.hdel(LOBBY_CODES_KEY, this.state.code);
      // The account's entry goes with its lobby, unless it already names a newer one.
      const opener = this.openerUserId;
      if (opener !== null && (await this.presence.hget(ACCOUNT_LOBBIES_KEY, opener)) === this.state.code) {
        await this.presence.hdel(ACCOUNT_LOBBIES_KEY, opener);
      }
    }

    /**
     * A REST player's call (services/multiplayer.ts), local or from another process over Redis. A read with
     * a hold is a long poll (issue 21): held while the view the poller names is current but for its
     * countdown.
     */
    async restCall(call: LobbyRestCall, hold?: PollHold): Promise<LobbyRestResult> {
      if (hold !== undefined && isPollCall(call)) return this.longPoll(call, hold);
      const outcome = await this.applyRestAction(call);
      if (!QUIET_REST_CALLS.has(call.kind)) this.stateChanged();
      if (outcome.isRefused) return { ok: false, refusal: outcome.refusal };
      const { json, etag } = this.views.view(call.view, deps.clock.now());
      return { ok: true, json, etag };
    }

    /**
     * The view now, or held until it changes or the wait ends (then read again, which counts as the
     * player's call: a held poller stays seated). Answers say whether the wait was applied: not when the
     * room holds its most already.
     */
    private longPoll(call: LobbyPollCall, hold: PollHold): Promise<LobbyRestResult> | LobbyRestResult {
      const now = this.readNow(call);
      if (!now.ok) return now;
      if (!isStateMatched(hold.ifNoneMatch, now.etag)) return { ...now, isWaitApplied: true };
      const held = this.heldPolls.hold({
        id: hold.id,
        holder: pollHolderOf(call),
        waitMs: hold.waitMs,
        isStillCurrent: () =>
          isStateMatched(hold.ifNoneMatch, this.views.view(call.view, deps.clock.now()).etag),
        answerNow: () => {
          const answer = this.readNow(call);
          return answer.ok ? { ...answer, isWaitApplied: true } : answer;
        },
      });
      return held ?? { ...now, isWaitApplied: false };
    }

    /** A poll's client went away (from any process): its held poll is dropped. */
    releaseHeldPoll(id: string): void {
      this.heldPolls.release(id);
    }

    /** How many long polls the room holds (tests: a released poll leaves none behind). */
    get heldPollCount(): number {
      return this.heldPolls.count;
    }

    /** A poll's read, now: the view, or the refusal a poll gets. */
    private readNow(call: LobbyPollCall): LobbyRestResult {
      const outcome = this.applyPoll(call);
      if (outcome.isRefused) return { ok: false, refusal: outcome.refusal };
      return { ok: true, ...this.views.view(call.view, deps.clock.now()) };
    }

    /** A player's or a watcher's poll through the rules: it shows they are still there. */
    private applyPoll(call: LobbyPollAction): LobbyOutcome {
      if (call.kind === 'watcher-read') {
        return this.apply({ type: 'watcher-read', watcherId: call.watcherId }).ruling;
      }
      this.apply({ type: 'polled', userId: call.userId });
      return this.apply({ type: 'read', userId: call.userId }).ruling;
    }

    /**
     * The room's beat sends what it changed; this goes out at once, so a player sees the answer or move they
     * just made without waiting for the beat, and the REST views are written afresh.
     */
    private stateChanged(): void {
      this.viewsChanged();
      this.broadcastPatch();
    }

    /** The REST views are written afresh, and the held polls see whether theirs changed. */
    private viewsChanged(): void {
      this.views.invalidate();
      this.heldPolls.changed();
    }

    private async applyRestAction(action: LobbyRestAction): Promise<LobbyOutcome> {
      switch (action.kind) {
        case 'join':
          return this.seat(action.user, { kind: 'rest', lastCallAtMs: deps.clock.now() });
        case 'watch':
          return this.apply({
            type: 'watch',
            watcherId: action.watcherId,
            connection: { kind: 'rest', lastCallAtMs: deps.clock.now() },
          }).ruling;
        case 'watcher-read':
          return this.applyPoll(action);
        case 'watch-call':
          return this.apply({
            type: 'call',
            watcherId: action.watcherId,
            via: 'rest',
            round: action.round,
            calledReal: action.calledReal,
          }).ruling;
      }
      if (action.kind === 'read') return this.applyPoll(action);
      // Any call from a polling player shows they are still there.
      this.apply({ type: 'polled', userId: action.userId });
      const { userId } = action;
      switch (action.kind) {
        case 'ready':
          return this.apply({ type: 'ready', userId, isReady: action.isReady }).ruling;
        case 'start':
          return this.start(userId);
        case 'leave':
          return this.apply({ type: 'leave', userId }).ruling;
        case 'answer':
          return this.apply({
            type: 'answer',
            userId,
            roundNumber: action.roundNumber,
            answer: action.answer,
          }).ruling;
        case 'kick':
          return this.apply({ type: 'kick', userId, playerId: action.playerId }).ruling;
        case 'language':
          return this.apply({ type: 'language', userId, language: action.language }).ruling;
        case 'round-time':
          return this.apply({ type: 'round-time', userId, roundSeconds: action.roundSeconds }).ruling;
        case 'rematch':
          return this.apply({ type: 'rematch', userId }).ruling;
        case 'private':
          return this.apply({ type: 'set-private', userId, isPrivate: action.isPrivate }).ruling;
      }
    }

    /**
     * One event through the lobby's rules, now: the lobby after it is kept and synced (views written again
     * when anything players see changed), and its effects are carried out. Drawing words is the start's own
     * (start below), since its answer waits for them.
     */
    private apply(event: LobbyEvent<StoredWord>): LobbyStep<StoredWord> {
      const step = reduceLobby(this.game, event, { nowMs: deps.clock.now(), rules: this.rules });
      // The reducer hands back the same lobby when nothing changed (a read, an idle tick): nothing to copy.
      const previous = this.game;
      this.game = step.game;
      if (step.game !== previous && syncRoomState(this.state, step.game, previous)) this.viewsChanged();
      for (const effect of step.effects) this.carryOut(effect);
      return step;
    }

    private carryOut(effect: LobbyEffect<StoredWord>): void {
      switch (effect.type) {
        case 'close-socket':
          this.closeSeatSocket(effect.sessionId, effect.reason);
          return;
        case 'record-word-call':
          deps
            .recordWordCall(effect.word, effect.userId, effect.calledReal)
            .catch((error: unknown) => this.logError(error, 'counting a word call'));
          return;
        case 'record-game':
          deps.recordGame(effect.game).catch((error: unknown) => this.logError(error, 'saving lobby stats'));
          return;
        case 'wake-at':
          clearTimeout(this.wakeUp);
          this.wakeAt(effect.atMs);
          return;
        case 'end-watching':
          this.endWatching(effect.sessionIds, effect.reason);
          return;
        case 'close-lobby':
          void this.disconnect();
          return;
        case 'draw-words':
          return;
      }
    }

    /** The host's start: the rules accept it, the words are drawn, and the rules open round 1 with them. */
    private async start(userId: string): Promise<LobbyOutcome> {
      const accepted = this.apply({ type: 'start', userId });
      const draw = accepted.effects.find((effect) => effect.type === 'draw-words');
      if (accepted.ruling.isRefused || draw === undefined) return accepted.ruling;
      let words: StoredWord[] = [];
      try {
        words = await deps.drawWords(draw.language, draw.count, draw.userIds);
      } catch (error) {
        this.logError(error, 'drawing lobby words');
      }
      return this.apply({ type: 'words-drawn', words }).ruling;
    }

    /**
     * Ticks the lobby once the server's clock reads `atMs`. Timers run on a clock of their own, which may read a
     * millisecond behind Date.now(): a wake-up that finds it early waits the rest, so the deadline is met now,
     * not at the next beat.
     */
    private wakeAt(atMs: number): void {
      this.wakeUp = setTimeout(
        () => {
          if (deps.clock.now() < atMs) this.wakeAt(atMs);
          else this.tickAndSend();
        },
        Math.max(0, atMs - deps.clock.now()),
      );
    }

    /** Time moves the lobby (the rules' tick), and what that changed goes out. */
    private tickAndSend(): void {
      try {
        // Waits that ended are answered first: their read counts as the player's call before the tick
        // looks for silent players.
        this.heldPolls.expire(deps.clock.now());
        this.apply({ type: 'tick' });
        this.broadcastPatch();
      } catch (error) {
        this.logError(error, 'ticking the lobby');
      }
    }

    private logError(error: unknown, what: string): void {
      deps.logger.error({ err: error, lobby: this.state.code }, what);
    }

    private async handleMessage(client: Client, type: LobbyMessageType, payload: unknown): Promise<void> {
      const reply = (refusal: LobbyRefusal) =>
        client.send(LOBBY_SERVER_MESSAGE_TYPES.error, toErrorMessage(type, refusal));
      const decision = await messageLimiter.take(client.sessionId);
      if (!decision.isAllowed) {
        reply({
          code: ERROR_CODES.rateLimited,
          message: `Too many messages: wait ${decision.retryAfterSeconds} s and try again.`,
        });
        return;
      }
      if (type === LOBBY_MESSAGE_TYPES.call) {
        this.watcherCall(client.sessionId, payload, reply);
        return;
      }
      const userId = seatOfSession(this.game, client.sessionId)?.userId;
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

    /**
     * A watcher's call (issue 23): a counter in the rules, which no client sees before the round's results,
     * so nothing is patched or rewritten for it: 500 watchers calling cost the players nothing they receive.
     */
    private watcherCall(sessionId: string, payload: unknown, reply: (refusal: LobbyRefusal) => void): void {
      const message = parseLobbyMessage(LOBBY_MESSAGE_TYPES.call, payload);
      if (message.isRefused) {
        reply(message.refusal);
        return;
      }
      const { round, calledReal } = message.value;
      const { ruling } = this.apply({ type: 'call', watcherId: sessionId, via: 'ws', round, calledReal });
      if (ruling.isRefused) reply(ruling.refusal);
    }

    /** What each message asks of the game, once it has passed its schema. */
    private readonly handlers: LobbyMessageHandlers = {
      [LOBBY_MESSAGE_TYPES.ready]: (userId, message) =>
        this.apply({ type: 'ready', userId, isReady: message.isReady }).ruling,
      [LOBBY_MESSAGE_TYPES.start]: (userId) => this.start(userId),
      [LOBBY_MESSAGE_TYPES.answer]: (userId, message) =>
        this.apply({ type: 'answer', userId, roundNumber: message.roundNumber, answer: message.answer })
          .ruling,
      [LOBBY_MESSAGE_TYPES.kick]: (userId, message) =>
        this.apply({ type: 'kick', userId, playerId: message.playerId }).ruling,
      [LOBBY_MESSAGE_TYPES.setLanguage]: (userId, message) =>
        this.apply({ type: 'language', userId, language: message.language }).ruling,
      [LOBBY_MESSAGE_TYPES.setRoundTime]: (userId, message) =>
        this.apply({ type: 'round-time', userId, roundSeconds: message.roundSeconds }).ruling,
      [LOBBY_MESSAGE_TYPES.rematch]: (userId) => this.apply({ type: 'rematch', userId }).ruling,
      [LOBBY_MESSAGE_TYPES.leave]: (userId) => this.apply({ type: 'leave', userId }).ruling,
      [LOBBY_MESSAGE_TYPES.setPrivate]: (userId, message) =>
        this.apply({ type: 'set-private', userId, isPrivate: message.isPrivate }).ruling,
    };

    private async dispatch<Type extends SeatMessageType>(
      type: Type,
      userId: string,
      payload: unknown,
    ): Promise<LobbyOutcome> {
      const message = parseLobbyMessage(type, payload);
      if (message.isRefused) return message;
      // One handler per type: TypeScript cannot tie the indexed handler to its message type by itself.
      const handle = this.handlers[type] as LobbyMessageHandler<Type>;
      return handle(userId, message.value);
    }

    /** Closes the WebSocket of a seat that is gone, after telling a kicked or replaced player why. */
    private closeSeatSocket(sessionId: string, reason: SeatCloseReason): void {
      const client = this.clients.getById(sessionId);
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

    /** Tells watchers' sockets why watching ended (the lobby went private or closed), then closes them. */
    private endWatching(sessionIds: readonly string[], reason: WatchingEndReason): void {
      const message: WatchingEndedMessage = { reason };
      for (const sessionId of sessionIds) {
        const client = this.clients.getById(sessionId);
        if (client === undefined) continue;
        client.send(LOBBY_SERVER_MESSAGE_TYPES.watchingEnded, message);
        client.leave(CloseCode.CONSENTED);
      }
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
