import {
  ERROR_CODES,
  ERROR_MESSAGES,
  NETWORK_ALLOWANCE_MS,
  gameStarted,
  initialScore,
  isLobbyRoundOver,
  lobbyRoundSecondsLeft,
  nextHost,
  refuseHostAction,
  refuseKickTarget,
  refuseLobbyAnswer,
  refuseSeat,
  refuseStart,
  scoreLobbyAnswer,
  toPlayWord,
  type HostAction,
  type LobbyRefusal,
  type LobbyRuling,
  type PlayLanguage,
  type RoundAnswer,
  type ScoreState,
} from '@bluffle/shared-schema';
import type { LobbyState } from '@bluffle/shared-schema/room-state';
import { RoomPlayer, RoomReveal, toRoomWord } from '@bluffle/shared-schema/room-state';
import type { Clock } from '../clock';
import type { UserRecord } from '../domain/user';
import type { StoredWord } from '../domain/word';
import type { LobbyTimings } from './lobby-timings';

/** Who sits down: the signed-in account, as the seat shows it. */
export interface LobbyUser {
  id: string;
  name: string;
  avatar: string;
}

/** The account as its seat shows it: its picture, and the name the player chose or the username. */
export function lobbyUserOf(user: UserRecord, playerName?: string): LobbyUser {
  return { id: user.id, name: playerName ?? user.username, avatar: user.avatar ?? '' };
}

/**
 * How a seat is reached: a WebSocket client of the room, a player who polls the REST endpoints, or nobody
 * (`away`: the player left during a game, and the seat waits out the reconnection window for them).
 */
export type SeatConnection =
  { kind: 'ws'; sessionId: string } | { kind: 'rest'; lastCallAtMs: number } | { kind: 'away' };

/** What the room keeps of a seat beyond the synced RoomPlayer: nothing here reaches a client. */
interface Seat {
  player: RoomPlayer;
  connection: SeatConnection;
  /** When the seat lost its connection; null while connected. */
  droppedAtMs: number | null;
  score: ScoreState;
  answers: RoundAnswer[];
  /** This round's answer, judged only at round results so no score moves while others still answer. */
  pending: { answer: boolean; answerTimeMs: number } | null;
}

export interface Cancellable {
  clear(): void;
}

/** The room's clock for timers (Colyseus's, cleared when the room is disposed). */
export interface LobbyTimers {
  setTimeout(callback: () => void, ms: number): Cancellable;
  setInterval(callback: () => void, ms: number): Cancellable;
}

/** A finished game of one signed-in player, as the stats recorder takes it. */
export interface FinishedLobbyGame {
  userId: string;
  wordIds: string[];
  answers: RoundAnswer[];
  score: ScoreState;
}

export interface LobbyGameDeps {
  state: LobbyState;
  clock: Clock;
  timers: LobbyTimers;
  timings: LobbyTimings;
  /**
   * Five words for a game in this language, with their truth (the room keeps them out of the state), away
   * from what the seated players met recently.
   */
  drawWords(language: PlayLanguage, count: number, playerUserIds: readonly string[]): Promise<StoredWord[]>;
  /** Saves a finished game into the player's server stats. */
  recordGame(game: FinishedLobbyGame): Promise<void>;
  /** Hands a player's call of the round's word to the words' call counts (issue 19), which decide if it counts. */
  recordWordCall(word: StoredWord, playerUserId: string, calledReal: boolean): Promise<void>;
  newPlayerId(): string;
  /** Called when the last seat is given up: the room closes. */
  onEmpty(): void;
  /** Called when the room's own clock changed the state (countdown, round end, next round, dropped seats). */
  onTimerChange?(): void;
  /** Called when a seat is removed, so the room can close that player's WebSocket. */
  onSeatRemoved?(connection: SeatConnection, reason: 'left' | 'kicked' | 'dropped'): void;
  onError(error: unknown, what: string): void;
}

export type LobbyOutcome<T = null> = LobbyRuling<T>;

function refused<T>(refusal: LobbyRefusal): LobbyOutcome<T> {
  return { isRefused: true, refusal };
}

function done<T>(value: T): LobbyOutcome<T> {
  return { isRefused: false, value };
}

const notInLobby: LobbyRefusal = { code: ERROR_CODES.notInLobby, message: ERROR_MESSAGES.notInLobby };

/**
 * One lobby's game (issue 6, The room): seats, rounds, timers, scores, with the truth about its words kept
 * here and out of the synced state until round results. The Colyseus room and the REST calls both act
 * through these methods, by the signed-in user's id, so a WebSocket player and a polling player share one
 * lobby under the same rules (rules/lobby/ in shared-schema). Every method answers a refusal instead of
 * throwing, so no player's mistake can crash the room.
 */
export class LobbyGame {
  private readonly seats = new Map<string, Seat>();
  /** Accounts the host removed: they cannot sit down again in this lobby. */
  private readonly kickedUserIds = new Set<string>();
  private words: StoredWord[] = [];
  private isStarting = false;
  private nextRoundTimer: Cancellable | null = null;
  private readonly ticker: Cancellable;
  private emptyLobbyTimer: Cancellable | null;

  constructor(private readonly deps: LobbyGameDeps) {
    this.ticker = deps.timers.setInterval(() => this.tick(), deps.timings.tickMs);
    this.emptyLobbyTimer = deps.timers.setTimeout(() => {
      if (this.seats.size === 0) deps.onEmpty();
    }, deps.timings.emptyLobbyMs);
  }

  private get state(): LobbyState {
    return this.deps.state;
  }

  private now(): number {
    return this.deps.clock.now();
  }

  /** The account whose WebSocket client has this session id. */
  userIdOfSession(sessionId: string): string | undefined {
    for (const [userId, seat] of this.seats) {
      if (seat.connection.kind === 'ws' && seat.connection.sessionId === sessionId) return userId;
    }
    return undefined;
  }

  /**
   * Sits the user down, or gives them their own seat back (a reconnect, a second tab, a switch from
   * WebSocket to polling). The first to sit is the host. Answers the connection the seat had before, so the
   * room can close a WebSocket the same account replaced.
   */
  seat(user: LobbyUser, connection: SeatConnection): LobbyOutcome<{ replaced: SeatConnection | null }> {
    const existing = this.seats.get(user.id);
    if (existing !== undefined) {
      const replaced = sameConnection(existing.connection, connection) ? null : existing.connection;
      existing.connection = connection;
      this.markConnected(existing);
      return done({ replaced });
    }
    if (this.kickedUserIds.has(user.id)) {
      return refused({ code: ERROR_CODES.kickedFromLobby, message: ERROR_MESSAGES.kickedFromLobby });
    }
    if (this.state.status !== 'waiting') {
      return refused({ code: ERROR_CODES.gameInProgress, message: ERROR_MESSAGES.gameInProgress });
    }
    const seatRefusal = refuseSeat(
      [...this.seats.keys()].map((userId) => ({ userId })),
      user.id,
    );
    if (seatRefusal !== null) return refused(seatRefusal);

    const id = this.deps.newPlayerId();
    const player = new RoomPlayer({
      id,
      userId: user.id,
      name: user.name,
      avatar: user.avatar,
      isHost: this.seats.size === 0,
      // Seat times must differ for host succession to be well defined: a later seat is always later.
      seatedAt: Math.max(this.now(), this.latestSeatedAt() + 1),
    });
    this.seats.set(user.id, {
      player,
      connection,
      droppedAtMs: null,
      score: initialScore(),
      answers: [],
      pending: null,
    });
    this.state.players.set(id, player);
    this.emptyLobbyTimer?.clear();
    this.emptyLobbyTimer = null;
    return done({ replaced: null });
  }

  /**
   * A REST call from a seated player: they are here (issue 6: 10 s without a call counts as dropped). True
   * when that brought a dropped seat back, which the others see.
   */
  touchRestSeat(userId: string): boolean {
    const seat = this.seats.get(userId);
    if (seat?.connection.kind !== 'rest') return false;
    seat.connection = { kind: 'rest', lastCallAtMs: this.now() };
    const wasDropped = seat.droppedAtMs !== null;
    this.markConnected(seat);
    return wasDropped;
  }

  /** A WebSocket dropped without leaving: the seat and score are kept for the reconnection window. */
  markDropped(sessionId: string): void {
    const userId = this.userIdOfSession(sessionId);
    const seat = userId === undefined ? undefined : this.seats.get(userId);
    if (seat === undefined) return;
    seat.droppedAtMs = this.now();
    seat.player.isConnected = false;
    // A round need not wait for someone who is not there.
    this.endRoundIfOver();
  }

  /** The WebSocket came back within the window. */
  markReconnected(sessionId: string): void {
    const userId = this.userIdOfSession(sessionId);
    const seat = userId === undefined ? undefined : this.seats.get(userId);
    if (seat !== undefined) this.markConnected(seat);
  }

  /**
   * A WebSocket client is gone: its reconnection window closed (the seat goes), or it closed the connection
   * itself (a leave, below), if it still has the seat.
   */
  releaseSession(sessionId: string): void {
    const userId = this.userIdOfSession(sessionId);
    if (userId === undefined) return;
    if (this.seats.get(userId)?.droppedAtMs !== null) this.removeSeat(userId, 'dropped');
    else this.leave(userId);
  }

  /**
   * Anyone signed in may look at a lobby (to see who is in it before joining), except a player the host
   * removed: a polling client learns that way why its seat is gone.
   */
  refuseReader(userId: string): LobbyOutcome {
    if (this.kickedUserIds.has(userId)) {
      return refused({ code: ERROR_CODES.kickedFromLobby, message: ERROR_MESSAGES.kickedFromLobby });
    }
    return done(null);
  }

  setReady(userId: string, isReady: boolean): LobbyOutcome {
    const seat = this.seats.get(userId);
    if (seat === undefined) return refused(notInLobby);
    if (this.state.status !== 'waiting') return refused(gameStarted());
    seat.player.isReady = isReady;
    return done(null);
  }

  setLanguage(userId: string, language: PlayLanguage): LobbyOutcome {
    const refusal = this.refuseHostAction(userId, 'language');
    if (refusal !== null) return refused(refusal);
    this.state.language = language;
    return done(null);
  }

  /** The host removes a player, who cannot sit down again in this lobby. */
  kick(userId: string, playerId: string): LobbyOutcome {
    const target = [...this.seats.values()].find((seat) => seat.player.id === playerId);
    const refusal = this.refuseHostAction(userId, 'kick') ?? refuseKickTarget(userId, target?.player.userId);
    if (refusal !== null || target === undefined) return refused(refusal ?? notInLobby);
    this.kickedUserIds.add(target.player.userId);
    this.removeSeat(target.player.userId, 'kicked');
    return done(null);
  }

  /**
   * Leaving frees the seat, except during a game (issue 20: a seat is never lost by accident): there the seat
   * and score wait out the reconnection window, shown as disconnected, and joining again within it gives
   * them back. The others do not wait for an absent player's answer.
   */
  leave(userId: string): LobbyOutcome {
    const seat = this.seats.get(userId);
    if (seat === undefined) return refused(notInLobby);
    if (!this.isGameUnderWay()) {
      this.removeSeat(userId, 'left');
      return done(null);
    }
    const { connection } = seat;
    seat.connection = { kind: 'away' };
    seat.droppedAtMs = this.now();
    seat.player.isConnected = false;
    this.deps.onSeatRemoved?.(connection, 'left');
    this.endRoundIfOver();
    return done(null);
  }

  private isGameUnderWay(): boolean {
    return this.isStarting || this.state.status === 'playing' || this.state.status === 'round-results';
  }

  /** The host starts the game (spec §5 Start lobby); the words are drawn before round 1 opens. */
  async start(userId: string): Promise<LobbyOutcome> {
    if (!this.seats.has(userId)) return refused(notInLobby);
    if (this.state.status !== 'waiting' || this.isStarting) return refused(gameStarted());
    const refusal = refuseStart(
      [...this.seats.values()].map(({ player }) => ({
        id: player.userId,
        isHost: player.isHost,
        isReady: player.isReady,
      })),
      userId,
    );
    if (refusal !== null) return refused(refusal);
    this.isStarting = true;
    try {
      const words = await this.deps.drawWords(this.state.language, this.state.totalRounds, [
        ...this.seats.keys(),
      ]);
      if (words.length < this.state.totalRounds) {
        return refused({ code: ERROR_CODES.noWordsAvailable, message: ERROR_MESSAGES.noWordsAvailable });
      }
      // Players may have left while the words were drawn: the rule is checked again on who is here now.
      if (this.seats.size < 2) {
        return refused({ code: ERROR_CODES.notEnoughPlayers, message: ERROR_MESSAGES.notEnoughPlayers });
      }
      this.words = words;
      this.resetScores();
      this.openRound(1);
      return done(null);
    } finally {
      this.isStarting = false;
    }
  }

  /** REAL or FAKE for the round in play, timed by the server from the round's opening. */
  answer(userId: string, roundNumber: number, answer: boolean): LobbyOutcome {
    const seat = this.seats.get(userId);
    if (seat === undefined) return refused(notInLobby);
    const nowMs = this.now();
    const refusal = refuseLobbyAnswer(
      {
        status: this.state.status,
        round: this.state.round,
        hasAnswered: seat.player.hasAnswered,
        ...this.roundClock(nowMs),
      },
      roundNumber,
    );
    if (refusal !== null) return refused(refusal);
    // Inside the network allowance an answer counts, but never for more than the round's time.
    const answerTimeMs = Math.min(nowMs - this.state.roundStartedAt, this.roundMs());
    seat.pending = { answer, answerTimeMs };
    seat.player.hasAnswered = true;
    seat.player.answerTime = answerTimeMs;
    this.endRoundIfOver();
    return done(null);
  }

  /** The host plays again with the same players (issue 6: rematch in the same lobby). */
  rematch(userId: string): LobbyOutcome {
    const refusal = this.refuseHostAction(userId, 'rematch');
    if (refusal !== null) return refused(refusal);
    this.state.status = 'waiting';
    this.state.round = 0;
    this.state.currentWord = undefined;
    this.state.reveal = undefined;
    this.state.timeLeft = 0;
    this.state.roundStartedAt = 0;
    this.words = [];
    this.resetScores();
    for (const { player } of this.seats.values()) player.isReady = false;
    return done(null);
  }

  /** Stops the room's timers (the room is closing). */
  dispose(): void {
    this.ticker.clear();
    this.emptyLobbyTimer?.clear();
    this.nextRoundTimer?.clear();
  }

  private tick(): void {
    const nowMs = this.now();
    let isChanged = this.dropSilentRestSeats(nowMs);
    isChanged = this.removeSeatsPastTheirWindow(nowMs) || isChanged;
    if (this.state.status === 'playing') {
      const timeLeft = lobbyRoundSecondsLeft(this.roundClock(nowMs));
      if (timeLeft !== this.state.timeLeft) {
        this.state.timeLeft = timeLeft;
        isChanged = true;
      }
      isChanged = this.endRoundIfOver() || isChanged;
    }
    if (isChanged) this.deps.onTimerChange?.();
  }

  /** True when a seat was marked dropped. */
  private dropSilentRestSeats(nowMs: number): boolean {
    let isChanged = false;
    for (const seat of this.seats.values()) {
      const { connection } = seat;
      if (connection.kind !== 'rest' || seat.droppedAtMs !== null) continue;
      if (nowMs - connection.lastCallAtMs > this.deps.timings.restSilenceMs) {
        seat.droppedAtMs = nowMs;
        seat.player.isConnected = false;
        isChanged = true;
      }
    }
    return isChanged;
  }

  /**
   * REST and away seats have no socket to time their window, so the tick does (a dropped WebSocket's window
   * is the room's).
   */
  private removeSeatsPastTheirWindow(nowMs: number): boolean {
    const windowMs = this.deps.timings.reconnectSeconds * 1000;
    let isChanged = false;
    for (const [userId, seat] of [...this.seats]) {
      if (seat.connection.kind !== 'ws' && seat.droppedAtMs !== null && nowMs - seat.droppedAtMs > windowMs) {
        this.removeSeat(userId, 'dropped');
        isChanged = true;
      }
    }
    return isChanged;
  }

  private roundMs(): number {
    return this.deps.timings.roundSeconds * 1000;
  }

  private roundClock(nowMs: number) {
    return {
      roundStartedAtMs: this.state.roundStartedAt,
      nowMs,
      roundSeconds: this.deps.timings.roundSeconds,
      allowanceMs: NETWORK_ALLOWANCE_MS,
    };
  }

  private openRound(roundNumber: number): void {
    const word = this.words[roundNumber - 1];
    if (word === undefined) return;
    for (const seat of this.seats.values()) {
      seat.pending = null;
      seat.player.hasAnswered = false;
      seat.player.isCorrect = false;
      seat.player.answerTime = 0;
    }
    this.state.round = roundNumber;
    this.state.currentWord = toRoomWord(toPlayWord(word));
    this.state.reveal = undefined;
    this.state.roundStartedAt = this.now();
    this.state.timeLeft = this.deps.timings.roundSeconds;
    this.state.status = 'playing';
  }

  /** True when it ended the round. */
  private endRoundIfOver(): boolean {
    if (this.state.status !== 'playing') return false;
    const participants = [...this.seats.values()].map(({ player }) => player);
    if (!isLobbyRoundOver(participants, this.roundClock(this.now()))) return false;
    this.endRound();
    return true;
  }

  /** Judges every seat's answer at once (a silent one is a timeout) and shows the truth for a while. */
  private endRound(): void {
    const word = this.words[this.state.round - 1];
    if (word === undefined) return;
    for (const seat of this.seats.values()) {
      const given = seat.pending ?? { answer: null, answerTimeMs: this.roundMs() };
      const scored = scoreLobbyAnswer(seat.score, given, word.isReal, NETWORK_ALLOWANCE_MS);
      seat.score = scored.score;
      seat.answers.push({
        roundNumber: this.state.round,
        wordId: word.id,
        word: word.word,
        playerAnswer: given.answer,
        followupAnswer: null,
        isCorrect: scored.isCorrect,
        isFast: scored.isFast,
        timeSpent: given.answerTimeMs,
        pointsEarned: scored.pointsEarned,
      });
      seat.player.isCorrect = scored.isCorrect;
      seat.player.currentScore = scored.score.totalScore;
      seat.player.totalAnswerTime += given.answerTimeMs;
      // A call made in time (late answers are refused); a silent seat made none.
      if (seat.pending !== null) {
        this.deps
          .recordWordCall(word, seat.player.userId, seat.pending.answer)
          .catch((error: unknown) => this.deps.onError(error, 'counting a word call'));
      }
    }
    this.state.timeLeft = 0;
    this.state.reveal = new RoomReveal({
      wordId: word.id,
      word: word.word,
      isReal: word.isReal,
      definition: word.definition,
      explanation: word.explanation,
    });
    this.state.status = 'round-results';
    const isLastRound = this.state.round >= this.state.totalRounds;
    this.nextRoundTimer = this.deps.timers.setTimeout(() => {
      this.nextRoundTimer = null;
      if (isLastRound) this.finish();
      else this.openRound(this.state.round + 1);
      this.deps.onTimerChange?.();
    }, this.deps.timings.resultsMs);
  }

  private finish(): void {
    this.state.status = 'finished';
    this.state.currentWord = undefined;
    const wordIds = this.words.map((word) => word.id);
    for (const seat of this.seats.values()) {
      const game = {
        userId: seat.player.userId,
        wordIds,
        answers: [...seat.answers],
        score: { ...seat.score },
      };
      this.deps.recordGame(game).catch((error: unknown) => this.deps.onError(error, 'saving lobby stats'));
    }
  }

  private resetScores(): void {
    for (const seat of this.seats.values()) {
      seat.score = initialScore();
      seat.answers = [];
      seat.pending = null;
      seat.player.currentScore = 0;
      seat.player.totalAnswerTime = 0;
      seat.player.hasAnswered = false;
      seat.player.isCorrect = false;
      seat.player.answerTime = 0;
    }
  }

  private removeSeat(userId: string, reason: 'left' | 'kicked' | 'dropped'): void {
    const seat = this.seats.get(userId);
    if (seat === undefined) return;
    const successor = seat.player.isHost
      ? nextHost(
          [...this.seats.values()].map(({ player }) => ({ id: player.userId, seatedAt: player.seatedAt })),
          userId,
        )
      : null;
    this.seats.delete(userId);
    this.state.players.delete(seat.player.id);
    if (successor !== null) {
      const heir = this.seats.get(successor);
      if (heir !== undefined) heir.player.isHost = true;
    }
    this.deps.onSeatRemoved?.(seat.connection, reason);
    if (this.seats.size === 0) {
      this.deps.onEmpty();
      return;
    }
    this.endRoundIfOver();
  }

  private markConnected(seat: Seat): void {
    seat.droppedAtMs = null;
    seat.player.isConnected = true;
  }

  private latestSeatedAt(): number {
    let latest = 0;
    for (const { player } of this.seats.values()) latest = Math.max(latest, player.seatedAt);
    return latest;
  }

  private refuseHostAction(userId: string, action: HostAction): LobbyRefusal | null {
    const requester = this.seats.get(userId)?.player;
    return refuseHostAction(requester, action, this.state.status);
  }
}

function sameConnection(first: SeatConnection, second: SeatConnection): boolean {
  if (first.kind === 'ws' && second.kind === 'ws') return first.sessionId === second.sessionId;
  return first.kind === 'rest' && second.kind === 'rest';
}
