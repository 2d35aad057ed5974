import { CloseCode, Room, ServerError } from '@colyseus/core';
import {
  ERROR_MESSAGES,
  NETWORK_ALLOWANCE_MS,
  generateCode,
  lobbyEventOf,
  newLobbyGame,
  reduceLobby,
  resumedLobbyWakeAtMs,
  seatOfSession,
  type LobbyActor,
  type LobbyCommand,
  type LobbyEffect,
  type LobbyEvent,
  type LobbyGame,
  type LobbyRuling,
  type LobbyRules,
  type LobbySnapshot,
  type LobbyStep,
  type LobbyUser,
  type SeatConnection,
} from '@bluffle/shared-schema';
import { LobbyState } from '@bluffle/shared-schema/room-state';
import type { StoredWord } from '../domain/word';
import type { PollHold } from './held-polls';
import { LobbyClock, closeWindowAfter } from './lobby-clock';
import { carryOutLobbyEffect, type LobbyEffectPorts } from './lobby-effects';
import { LobbyPresence } from './lobby-presence';
import { gameOfResumedLobby, type ResumingLobby } from './lobby-resume';
import { LobbySnapshotSaver } from './lobby-snapshot-saver';
import type { LobbyRestCall, LobbyRestResult } from './lobby-rest-action';
import type { BoundLobbyRoomDeps } from './lobby-room-deps';
import { joinRefusalError } from './refusal-status';
import { RestIntake } from './rest-intake';
import { syncRoomState } from './room-state-sync';
import { parseJoinOptions, type SeatClient } from './seat-sign-in';
import { sendRoundClock } from './socket-notices';
import { HARD_MESSAGES_PER_SECOND, SocketIntake, declaredLobbyMessages } from './socket-intake';

/**
 * A lobby's room, the authority over one lobby: commands from sockets (socket-intake.ts) and REST calls
 * (rest-intake.ts), connections and the clock (lobby-clock.ts) become events of its rules (reduceLobby); the
 * room applies them, carries out their effects and copies what players may see into its synced state.
 * define-lobby-room.ts binds it to a server's store and clock.
 */
export abstract class LobbyRoom extends Room<{ state: LobbyState; client: SeatClient }> {
  protected abstract readonly deps: BoundLobbyRoomDeps;
  // Seats are capped by the rules (four); watchers are not capped, so neither are sockets.
  override maxClients = Number.POSITIVE_INFINITY;
  // REST players have no socket, so a lobby with no WebSocket client is not empty: LobbyGame says when it is.
  override autoDispose = false;
  override maxMessagesPerSecond = HARD_MESSAGES_PER_SECOND;
  override state = new LobbyState();
  // Handlers reach the intake made in onCreate: no message comes before a client has joined.
  override messages = declaredLobbyMessages((client, type, payload) =>
    this.sockets.receive(client, type, payload),
  );
  protected game!: LobbyGame<StoredWord>;
  private rules!: LobbyRules;
  private lobbyClock!: LobbyClock;
  private lobbyPresence!: LobbyPresence;
  private saver!: LobbySnapshotSaver;
  private sockets!: SocketIntake;
  private rest!: RestIntake;
  private readonly effectPorts: LobbyEffectPorts = {
    sockets: () => this.clients,
    deps: {
      recordWordCall: (...call) => this.deps.recordWordCall(...call),
      recordGame: (game) => this.deps.recordGame(game),
    },
    wakeAt: (atMs) => this.lobbyClock.wakeAt(atMs),
    afterSaved: (write) => this.saver.afterWritten(write),
    close: () => void this.disconnect(),
    logError: (error, what) => this.logError(error, what),
  };

  override async onCreate(options: unknown): Promise<void> {
    // Taken before anything is awaited: a lobby to resume is on offer only while this call starts.
    const resuming = this.deps.resumes.take();
    const { language } = parseJoinOptions(options, 'lobby');
    const { clock, random, timings, messageLimiter, metrics } = this.deps;
    const logError = (error: unknown, what: string) => this.logError(error, what);
    this.lobbyClock = new LobbyClock(clock, () => this.tickAndSend(), logError);
    this.lobbyPresence = new LobbyPresence(this.presence, random, logError);
    this.sockets = new SocketIntake(this, messageLimiter, metrics, logError);
    this.rest = new RestIntake(this, () => this.state.toJSON() as LobbySnapshot, clock, metrics);
    const code = resuming?.saved.code ?? (await this.lobbyPresence.claimCode());
    if (resuming !== undefined) await this.lobbyPresence.resumeCode(code, resuming.saved.openerUserId);
    this.roomId = code;
    this.state.code = code;
    this.state.language = language ?? 'english';
    this.rules = { ...timings, allowanceMs: NETWORK_ALLOWANCE_MS };
    this.saver = new LobbySnapshotSaver(
      this.deps.saving,
      code,
      () => this.lobbyPresence.openerId,
      clock,
      // Its sockets are told the server went (as at a shutdown), so their pages join the code again, there.
      () => void this.disconnect(CloseCode.SERVER_SHUTDOWN),
      logError,
    );
    this.game = newLobbyGame<StoredWord>({
      language: this.state.language,
      roundSeconds: timings.roundSeconds,
      totalRounds: this.state.totalRounds,
      nowMs: clock.now(),
    });
    if (resuming !== undefined) this.resume(resuming);
    metrics.lobbyChanged(code, this.game);
    // One slow beat a room (lobby-clock.ts), which also ticks Colyseus's clock (the reconnection windows'
    // timers); it replaces Colyseus's own patch interval, since changes are sent when they are made.
    this.setTimestep(() => this.lobbyClock.tick(), timings.tickMs);
    this.patchRate = 0;
  }

  override async onJoin(client: SeatClient, options: unknown): Promise<void> {
    const { playerName } = parseJoinOptions(options, 'join');
    const { sessionId, auth } = client;
    const connection = { kind: 'ws', sessionId } as const;
    let ruling: LobbyRuling<unknown>;
    if (auth?.isWatching) {
      ruling = this.apply({ type: 'watch', watcherId: sessionId, connection }).ruling;
    } else {
      if (auth?.user === undefined) throw new ServerError(401, ERROR_MESSAGES.joinLobbySignIn);
      ruling = await this.seat({ ...auth.user, name: playerName ?? auth.user.name }, connection);
    }
    if (ruling.isRefused) throw joinRefusalError(ruling.refusal);
    // The seat is saved before anyone sees it: the joining socket's full state comes after onJoin.
    await this.saved();
    // The others see a new player at once; a watcher waits.
    if (!auth?.isWatching) this.broadcastPatch();
    sendRoundClock(client, this.game, this.deps.clock.now());
  }

  override onDrop(client: SeatClient, code?: number): void {
    // A shutdown, a client cut off for misbehaving and a watcher get no window; onLeave follows at once.
    if (code === CloseCode.SERVER_SHUTDOWN || code === CloseCode.WITH_ERROR || client.auth?.isWatching)
      return;
    this.applyConnection(client, { type: 'socket-dropped', sessionId: client.sessionId });
    const reconnection = this.allowReconnection(client, 'manual');
    closeWindowAfter(this.clock, reconnection, this.deps.timings.reconnectSeconds);
  }

  override onReconnect(client: SeatClient): void {
    this.applyConnection(client, { type: 'socket-back', sessionId: client.sessionId });
    sendRoundClock(client, this.game, this.deps.clock.now());
  }

  override onLeave(client: SeatClient, code?: number): void {
    // The process is stopping and the room goes with it: nobody left, and a game in play stays saved with
    // its seats as they were, for a resume (lobby-resume.ts).
    if (code === CloseCode.SERVER_SHUTDOWN) return;
    // A reconnection that broke after onReconnect is no leave: the seat waits out its window.
    const type = code === CloseCode.FAILED_TO_RECONNECT ? 'reconnect-failed' : 'socket-gone';
    this.applyConnection(client, { type, sessionId: client.sessionId });
  }

  override async onDispose(): Promise<void> {
    this.lobbyClock.stop();
    this.rest.close();
    this.deps.metrics.lobbyClosed(this.roomId);
    // A game cut off in play stays saved for a resume, and keeps its code meanwhile.
    if (await this.saver.disposed(this.game)) await this.lobbyPresence.release();
  }

  /** The lobby comes back from its last save, going on from now (lobby-resume.ts). */
  private resume(resuming: ResumingLobby): void {
    const previous = this.game;
    this.game = gameOfResumedLobby(resuming, this.deps.clock.now());
    this.saver.changed(this.game);
    syncRoomState(this.state, this.game, previous);
    const wakeAtMs = resumedLobbyWakeAtMs(this.game, this.rules.allowanceMs);
    if (wakeAtMs !== null) this.lobbyClock.wakeAt(wakeAtMs);
  }

  /** Settles once every change so far is saved (lobby-snapshot-saver.ts): an answer is acknowledged after. */
  saved(): Promise<void> {
    return this.saver.saved();
  }

  /** A REST player's or watcher's call (services/multiplayer.ts), local or from another process over Redis. */
  restCall(call: LobbyRestCall, hold?: PollHold): Promise<LobbyRestResult> {
    return this.rest.call(call, hold);
  }

  /** A long poll's client went away (from any process): its held poll is dropped. */
  releaseHeldPoll(id: string): void {
    this.rest.release(id);
  }

  /** How many long polls the room holds (a released poll leaves none behind). */
  get heldPollCount(): number {
    return this.rest.heldPollCount;
  }

  /** The account opened another lobby (LobbyPresence.becomeLobbyOf, from any process). */
  openedAnother(userId: string): void {
    if (!this.apply({ type: 'opened-another', userId }).ruling.isRefused) this.stateChanged();
  }

  seatedUserIdOf(sessionId: string): string | undefined {
    return seatOfSession(this.game, sessionId)?.userId;
  }

  /**
   * The one way a command reaches the rules, from a socket or a REST call: as its sender's event. A start
   * that the rules accept asks for words, and only then is the answer a promise: it waits for them.
   */
  runCommand(actor: LobbyActor, command: LobbyCommand): LobbyRuling<unknown> | Promise<LobbyRuling<unknown>> {
    const event = lobbyEventOf(actor, command);
    if (event.isRefused) return event;
    const step = this.apply(event.value);
    const draw = step.effects.find((effect) => effect.type === 'draw-words');
    if (step.ruling.isRefused || draw === undefined) return step.ruling;
    return this.drawWords(draw);
  }

  private async drawWords(draw: Extract<LobbyEffect, { type: 'draw-words' }>): Promise<LobbyRuling<unknown>> {
    let words: StoredWord[] = [];
    try {
      words = await this.deps.drawWords(draw.language, draw.count, draw.userIds);
    } catch (error) {
      this.logError(error, 'drawing lobby words');
    }
    const { ruling } = this.apply({ type: 'words-drawn', words });
    if (!ruling.isRefused) this.deps.metrics.gameStarted();
    return ruling;
  }

  /** Seats a player; the first is the account that opened the lobby, which leaves its previous one. */
  async seat(user: LobbyUser, connection: SeatConnection): Promise<LobbyRuling<unknown>> {
    const isOpening = this.game.seats.length === 0 && this.lobbyPresence.isUnopened;
    const playerId = generateCode(8, this.deps.random);
    const { ruling } = this.apply({ type: 'seat', user, connection, playerId });
    if (isOpening && !ruling.isRefused) await this.lobbyPresence.becomeLobbyOf(user.id);
    return ruling;
  }

  /** One event through the rules, now: the lobby after it is kept and synced, and its effects carried out. */
  apply(event: LobbyEvent<StoredWord>): LobbyStep<StoredWord> {
    const step = reduceLobby(this.game, event, { nowMs: this.deps.clock.now(), rules: this.rules });
    // The reducer hands back the same lobby when nothing changed (a read, an idle tick): nothing to copy.
    const previous = this.game;
    this.game = step.game;
    // Saved first: nothing this change makes the room send can reach anyone before its save.
    if (step.game !== previous) this.saver.changed(step.game);
    if (step.game !== previous) this.deps.metrics.lobbyChanged(this.roomId, step.game);
    if (step.game !== previous && syncRoomState(this.state, step.game, previous)) this.rest.viewsChanged();
    for (const effect of step.effects) carryOutLobbyEffect(effect, this.effectPorts);
    return step;
  }

  /** A change goes out as soon as it is saved, so a player sees their move without waiting for the beat. */
  stateChanged(): void {
    this.rest.viewsChanged();
    this.patchWhenSaved();
  }

  /** Time moves the lobby (the rules' tick), and what that changed goes out once saved. */
  private tickAndSend(): void {
    // Waits that ended are answered first: their read counts as the player's call before the tick looks for
    // silent players.
    this.rest.expire();
    this.apply({ type: 'tick' });
    this.patchWhenSaved();
  }

  /** What changed goes out once its save is written, so nobody sees a move a resume would not bring back. */
  private patchWhenSaved(): void {
    void this.saved().then(() => this.broadcastPatch());
  }

  /**
   * A socket dropped, came back or went. A seat's change goes out at once; a watcher's (the watcher count)
   * waits for the slow beat, so 500 watchers coming and going are not 500 patches to everyone.
   */
  private applyConnection(client: SeatClient, event: LobbyEvent<StoredWord>): void {
    const before = this.game;
    this.apply(event);
    if (!client.auth?.isWatching && this.game !== before) this.patchWhenSaved();
  }

  private logError(error: unknown, what: string): void {
    this.deps.logger.error({ err: error, lobby: this.state.code }, what);
  }
}
