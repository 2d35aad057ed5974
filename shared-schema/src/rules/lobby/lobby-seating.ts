import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import type { Word } from '../../word';
import { initialScore } from '../scoring';
import { gameStarted, refuseKickTarget } from './host-actions';
import { nextHost } from './host-succession';
import {
  seatOf,
  seatOfSession,
  type LobbyContext,
  type LobbyEffect,
  type LobbyGame,
  type LobbySeat,
  type LobbyStep,
  type LobbyUser,
  type SeatCloseReason,
  type SeatConnection,
} from './lobby-game-state';
import { endRoundIfOver } from './lobby-rounds';
import { refuseSeat } from './lobby-seats';
import { isLobbyGameInPlay } from './lobby-status';
import { acceptedStep, NOT_IN_LOBBY, refuseHost, refusedStep, updateSeat } from './lobby-step';

// Seats: who sits, who is here, who leaves or is removed, and who hosts (: a seat is never
// lost by accident). Pure steps of reduceLobby (lobby-reducer.ts).

function sameConnection(first: SeatConnection, second: SeatConnection): boolean {
  if (first.kind === 'ws' && second.kind === 'ws') return first.sessionId === second.sessionId;
  return first.kind === 'rest' && second.kind === 'rest';
}

function closeSocket<W extends Word>(connection: SeatConnection, reason: SeatCloseReason): LobbyEffect<W>[] {
  return connection.kind === 'ws' ? [{ type: 'close-socket', sessionId: connection.sessionId, reason }] : [];
}

/**
 * Sits the user down, or gives them their own seat back (a reconnect, a second tab, a switch from WebSocket
 * to polling, a return within the window after leaving a game). The first to sit is the host. A WebSocket
 * the same account had is closed, saying why.
 */
export function seat<W extends Word>(
  game: LobbyGame<W>,
  user: LobbyUser,
  connection: SeatConnection,
  playerId: string,
  { nowMs }: LobbyContext,
): LobbyStep<W> {
  const existing = seatOf(game, user.id);
  if (existing !== undefined) {
    const replaced = sameConnection(existing.connection, connection) ? null : existing.connection;
    const back = updateSeat(game, user.id, (seat) => ({
      ...seat,
      connection,
      droppedAtMs: null,
      isResuming: false,
    }));
    return acceptedStep(back, replaced === null ? [] : closeSocket(replaced, 'replaced'));
  }
  if (game.kickedUserIds.includes(user.id)) {
    return refusedStep(game, { code: ERROR_CODES.kickedFromLobby, message: ERROR_MESSAGES.kickedFromLobby });
  }
  if (game.status !== 'waiting' || game.isDrawingWords) {
    return refusedStep(game, { code: ERROR_CODES.gameInProgress, message: ERROR_MESSAGES.gameInProgress });
  }
  const seatRefusal = refuseSeat(game.seats, user.id);
  if (seatRefusal !== null) return refusedStep(game, seatRefusal);
  const latestSeatedAt = Math.max(0, ...game.seats.map((seated) => seated.seatedAt));
  const seated: LobbySeat = {
    userId: user.id,
    playerId,
    name: user.name,
    avatar: user.avatar,
    isHost: game.seats.length === 0,
    isReady: false,
    // Seat times must differ for host succession to be well defined: a later seat is always later.
    seatedAt: Math.max(nowMs, latestSeatedAt + 1),
    connection,
    droppedAtMs: null,
    score: initialScore(),
    answers: [],
    pending: null,
    hasAnswered: false,
    isCorrect: false,
    answerTimeMs: 0,
    totalAnswerTimeMs: 0,
  };
  return acceptedStep({ ...game, seats: [...game.seats, seated] });
}

/** A call from a polling player: they are here (: 10 s without a call counts as dropped). */
export function polled<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  { nowMs }: LobbyContext,
): LobbyStep<W> {
  if (seatOf(game, userId)?.connection.kind !== 'rest') return acceptedStep(game);
  const connection: SeatConnection = { kind: 'rest', lastCallAtMs: nowMs };
  return acceptedStep(updateSeat(game, userId, (seat) => ({ ...seat, connection, droppedAtMs: null })));
}

/** A WebSocket dropped without leaving: the seat and score are kept for the window; the round does not wait. */
export function socketDropped<W extends Word>(
  game: LobbyGame<W>,
  sessionId: string,
  context: LobbyContext,
): LobbyStep<W> {
  const dropped = seatOfSession(game, sessionId);
  if (dropped === undefined) return acceptedStep(game);
  const effects: LobbyEffect<W>[] = [];
  const marked = updateSeat(game, dropped.userId, (seat) => ({ ...seat, droppedAtMs: context.nowMs }));
  return acceptedStep(endRoundIfOver(marked, context, effects), effects);
}

/** The WebSocket came back within the window. */
export function socketBack<W extends Word>(game: LobbyGame<W>, sessionId: string): LobbyStep<W> {
  const back = seatOfSession(game, sessionId);
  if (back === undefined) return acceptedStep(game);
  return acceptedStep(updateSeat(game, back.userId, (seat) => ({ ...seat, droppedAtMs: null })));
}

/** A WebSocket is gone for good: its window closed (the seat goes), or it closed itself (a leave). */
export function socketGone<W extends Word>(
  game: LobbyGame<W>,
  sessionId: string,
  context: LobbyContext,
): LobbyStep<W> {
  const gone = seatOfSession(game, sessionId);
  if (gone === undefined) return acceptedStep(game);
  if (gone.droppedAtMs !== null) {
    const effects: LobbyEffect<W>[] = [];
    return acceptedStep(removeSeat(game, gone.userId, 'dropped', context, effects), effects);
  }
  return leave(game, gone.userId, context);
}

/**
 * A WebSocket coming back failed halfway (Colyseus's FAILED_TO_RECONNECT, after onReconnect): the player did
 * not leave, so as after a drop the seat, score and host wait out the reconnection window, shown as
 * disconnected, and joining by code within it gives them back. The round does not wait.
 */
export function reconnectFailed<W extends Word>(
  game: LobbyGame<W>,
  sessionId: string,
  context: LobbyContext,
): LobbyStep<W> {
  const lost = seatOfSession(game, sessionId);
  if (lost === undefined) return acceptedStep(game);
  const effects: LobbyEffect<W>[] = [];
  return acceptedStep(awayForTheWindow(game, lost.userId, context, effects), effects);
}

/** The seat stays, with no connection, until the reconnection window ends (tickSeats) or its player is back. */
function awayForTheWindow<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  context: LobbyContext,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  const away = updateSeat(game, userId, (seat) => ({
    ...seat,
    connection: { kind: 'away' },
    droppedAtMs: context.nowMs,
  }));
  return endRoundIfOver(away, context, effects);
}

/**
 * Leaving frees the seat, except during a game (: a seat is never lost by accident): there the seat
 * and score wait out the reconnection window, shown as disconnected, and sitting down again within it gives
 * them back. The others do not wait for an absent player's answer.
 */
export function leave<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  context: LobbyContext,
): LobbyStep<W> {
  const leaving = seatOf(game, userId);
  if (leaving === undefined) return refusedStep(game, NOT_IN_LOBBY);
  const effects: LobbyEffect<W>[] = [];
  if (!isLobbyGameInPlay(game))
    return acceptedStep(removeSeat(game, userId, 'left', context, effects), effects);
  effects.push(...closeSocket<W>(leaving.connection, 'left'));
  return acceptedStep(awayForTheWindow(game, userId, context, effects), effects);
}

/**
 * Anyone signed in may look at a lobby (to see who is in it before joining), except a player the host
 * removed: a polling client learns that way why its seat is gone.
 */
export function read<W extends Word>(game: LobbyGame<W>, userId: string): LobbyStep<W> {
  if (game.kickedUserIds.includes(userId)) {
    return refusedStep(game, { code: ERROR_CODES.kickedFromLobby, message: ERROR_MESSAGES.kickedFromLobby });
  }
  return acceptedStep(game);
}

export function setReady<W extends Word>(game: LobbyGame<W>, userId: string, isReady: boolean): LobbyStep<W> {
  if (seatOf(game, userId) === undefined) return refusedStep(game, NOT_IN_LOBBY);
  if (game.status !== 'waiting') return refusedStep(game, gameStarted());
  return acceptedStep(updateSeat(game, userId, (seat) => ({ ...seat, isReady })));
}

/** The host removes a player, who cannot sit down again in this lobby. */
export function kick<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  playerId: string,
  context: LobbyContext,
): LobbyStep<W> {
  const target = game.seats.find((seat) => seat.playerId === playerId);
  const refusal = refuseHost(game, userId, 'kick') ?? refuseKickTarget(userId, target?.userId);
  if (refusal !== null || target === undefined) return refusedStep(game, refusal ?? NOT_IN_LOBBY);
  const effects: LobbyEffect<W>[] = [];
  const banned = { ...game, kickedUserIds: [...game.kickedUserIds, target.userId] };
  return acceptedStep(removeSeat(banned, target.userId, 'kicked', context, effects), effects);
}

/**
 * The seat goes: the longest-seated of the others hosts if it was the host's, its socket is closed, and the
 * lobby closes when nobody is left. A round need not wait for someone who is not there.
 */
export function removeSeat<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  reason: Exclude<SeatCloseReason, 'replaced'>,
  context: LobbyContext,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  const removed = seatOf(game, userId);
  if (removed === undefined) return game;
  const heir = removed.isHost
    ? nextHost(
        game.seats.map((seat) => ({ id: seat.userId, seatedAt: seat.seatedAt })),
        userId,
      )
    : null;
  const seats = game.seats
    .filter((seat) => seat.userId !== userId)
    .map((seat) => (seat.userId === heir ? { ...seat, isHost: true } : seat));
  effects.push(...closeSocket<W>(removed.connection, reason));
  if (seats.length === 0) {
    effects.push({ type: 'close-lobby' });
    return { ...game, seats, isClosed: true };
  }
  return endRoundIfOver({ ...game, seats }, context, effects);
}

/**
 * The clock's part in seating: a polling player silent too long is shown as dropped; a polling or away
 * seat past the reconnection window goes (a dropped WebSocket's window is the room's own); a lobby nobody
 * sat in for a while closes.
 */
export function tickSeats<W extends Word>(
  game: LobbyGame<W>,
  context: LobbyContext,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  const { nowMs, rules } = context;
  let next = game;
  for (const { userId, connection, droppedAtMs } of game.seats) {
    if (
      connection.kind === 'rest' &&
      droppedAtMs === null &&
      nowMs - connection.lastCallAtMs > rules.restSilenceMs
    ) {
      next = updateSeat(next, userId, (seat) => ({ ...seat, droppedAtMs: nowMs }));
    } else if (
      connection.kind !== 'ws' &&
      droppedAtMs !== null &&
      nowMs - droppedAtMs > rules.reconnectSeconds * 1000
    ) {
      next = removeSeat(next, userId, 'dropped', context, effects);
    }
  }
  if (next.seats.length === 0 && !next.isClosed && nowMs - next.openedAtMs >= rules.emptyLobbyMs) {
    effects.push({ type: 'close-lobby' });
    next = { ...next, isClosed: true };
  }
  return next;
}
