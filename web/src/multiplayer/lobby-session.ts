import {
  ERROR_CODES,
  LOBBY_MESSAGE_TYPES,
  normaliseLobbyCode,
  type SeatCommand,
  type PlayLanguage,
} from '@bluffle/shared-schema';
import {
  LobbyOpenError,
  type ActionRefusal,
  type LobbyConnection,
  type LobbyListener,
  type LobbyRequest,
  type OpenFailure,
  type OpenLobbyConnection,
  type OpenWatchConnection,
  type SeatEnding,
  type WatchConnection,
} from './lobby-connection';
import { ownPlayerOf } from './lobby-seat';
import { isAnswerLocked } from './lobby-screen';
import {
  applyRoomViews,
  applyRoundClock,
  clearLobbyError,
  closeLobbyModal,
  dropOwnCall,
  endWatching,
  keepStandingsAfterClose,
  lockAnswer,
  markConnecting,
  markSeated,
  markWatching,
  openLobbyModal,
  recordOwnCall,
  returnToChoice,
  setConnectionStatus,
  showLobbyError,
  unlockAnswer,
  type LobbyStore,
} from './lobby-store';
import type { SeatMemory } from './seat-memory';
import { isRejoinWorthRetrying, isSeatLostByAccident, REJOIN_DELAYS_MS } from './seat-rejoin';
import { keepsStandingsAfter } from './standings-after-close';
import { watcherCallState } from './watcher-screen';

export interface LobbySessionDeps {
  store: LobbyStore;
  /** The signed-in account, or null for a guest (multiplayer needs sign-in: docs/product.md §5). */
  currentUserId(): string | null;
  /** False where the browser has no WebSocket: the REST fallback is used straight away. */
  canUseWebSocket(): boolean;
  openWebSocket: OpenLobbyConnection;
  openPolling: OpenLobbyConnection;
  /** Watching without a seat, live or polled, tried in the same order as a seat. */
  openWatchWebSocket: OpenWatchConnection;
  openWatchPolling: OpenWatchConnection;
  /** The seat this tab holds, so a reload gets it back. */
  seatMemory: SeatMemory;
  /** The page's clock (milliseconds), which the round's countdown runs on. */
  now(): number;
  log(message: string, error: unknown): void;
  /** Waits this many milliseconds (a timer; tests pass one that does not wait). */
  wait?(milliseconds: number): Promise<void>;
}

/** The player's way into and through a lobby; the modal calls these, the store shows the result. */
export interface LobbySession {
  open(code?: string): void;
  /** Leaves any seat and shuts the modal (docs/product.md §4 'Leaving closes the modal'). */
  close(): void;
  create(language: PlayLanguage): Promise<void>;
  join(typedCode: string): Promise<void>;
  /** Watches the lobby with this code without a seat: anyone, signed in or not. */
  watch(typedCode: string): Promise<void>;
  /** A watcher's REAL (true) or FAKE (false) call on the round in play: once a round, no points. */
  call(calledReal: boolean): void;
  /**
   * A lobby command from the seat, as it is (start, kick, set-language, set-round-time, set-private,
   * rematch...): the room's rules decide, and a refusal shows as the lobby's error.
   */
  send(command: SeatCommand): void;
  /** Ready or not again, from the own seat's flag. */
  toggleReady(): void;
  /** REAL (true) or FAKE (false) for the round in play, once: the answer locks. */
  answer(answer: boolean): void;
}

const UNREACHABLE: OpenFailure = { isUnreachable: true, code: null, message: null };

function failureOf(error: unknown): OpenFailure {
  // Anything else (the live module failing to load) means the live way is out: try the other.
  return error instanceof LobbyOpenError ? error.failure : UNREACHABLE;
}

/**
 * A refusal with the server's code (a private lobby, a full one, a wrong code) is the game working: the
 * modal says why, and the console stays for what went wrong on the way (unreachable, a fault of ours).
 */
function isExpectedRefusal(failure: OpenFailure): boolean {
  return failure.code !== null;
}

export function createLobbySession(deps: LobbySessionDeps): LobbySession {
  const { store } = deps;
  let connection: LobbyConnection | null = null;
  let watching: WatchConnection | null = null;
  // Each connect attempt's number: events and late answers from an abandoned attempt are ignored.
  let attempt = 0;

  /**
   * A connection's events for this attempt only (an abandoned attempt's are ignored); what differs between a
   * player and a watcher is what a refusal undoes and what a closed room leaves.
   */
  function listenerOf(
    ownAttempt: number,
    role: {
      undoRefused(refusal: ActionRefusal): void;
      closed(ending: SeatEnding): void;
      /** The connection is live again after a drop. */
      back?(): void;
    },
  ): LobbyListener {
    const isCurrent = () => ownAttempt === attempt;
    return {
      onViews: (lobby, game) => {
        if (isCurrent()) applyRoomViews(store, lobby, game, deps.now());
      },
      onRoundClock: (clock) => {
        if (isCurrent()) applyRoundClock(store, clock, deps.now());
      },
      onStatus: (status) => {
        if (!isCurrent()) return;
        setConnectionStatus(store, status);
        if (status === 'live') role.back?.();
      },
      onRefusal: (refusal) => {
        if (!isCurrent()) return;
        role.undoRefused(refusal);
        showLobbyError(store, { kind: 'action-refused', refusal });
      },
      onClosed: (ending) => {
        if (!isCurrent()) return;
        attempt += 1;
        role.closed(ending);
      },
    };
  }

  function listenerFor(ownAttempt: number): LobbyListener {
    return listenerOf(ownAttempt, {
      // The room did not take the answer: the buttons open again unless it says this player answered.
      undoRefused: (refusal) => {
        if (refusal.type === LOBBY_MESSAGE_TYPES.answer) unlockAnswer(store);
      },
      closed: (ending) => {
        const lost = connection;
        connection = null;
        if (lost?.transport === 'websocket' && isSeatLostByAccident(ending)) {
          void rejoinByCode(lost.code, ending);
          return;
        }
        seatEnded(ending);
      },
      // The live room gives a new token at each reconnection: the one kept must be the newest, or a reload
      // after a network blip could only join by code, not come back over the same session.
      back: () => {
        if (connection !== null) {
          deps.seatMemory.remember({
            code: connection.code,
            reconnectionToken: connection.reconnectionToken,
          });
        }
      },
    });
  }

  function seatEnded(ending: SeatEnding): void {
    deps.seatMemory.forget();
    if (keepsStandingsAfter(ending, store.getState().game)) keepStandingsAfterClose(store, ending);
    else returnToChoice(store, ending);
  }

  /**
   * The live seat went by accident (seat-rejoin.ts): the game stays on screen, 'Reconnecting…', while the
   * page joins the same code again with the same account, a few times; the seat comes back, or the seat ends
   * as it would have.
   */
  async function rejoinByCode(code: string, ending: SeatEnding): Promise<void> {
    const userId = deps.currentUserId();
    attempt += 1;
    const ownAttempt = attempt;
    setConnectionStatus(store, 'reconnecting');
    const wait = deps.wait ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)));
    // A guest has no account to join with again: the seat ends.
    if (userId !== null) {
      for (const delayMs of REJOIN_DELAYS_MS) {
        await wait(delayMs);
        if (ownAttempt !== attempt) return;
        try {
          const opened = await openConnection({ kind: 'join', code }, listenerFor(ownAttempt), userId);
          takeSeat(opened, ownAttempt, userId);
          return;
        } catch (error) {
          if (ownAttempt !== attempt) return;
          if (!isRejoinWorthRetrying(failureOf(error))) break;
        }
      }
    }
    if (ownAttempt !== attempt) return;
    attempt += 1;
    seatEnded(ending);
  }

  /**
   * An opened connection becomes the tab's seat, remembered for a reload; unless a newer attempt (or closing the
   * modal) superseded the one that opened it, which gives the seat straight back.
   */
  function takeSeat(opened: LobbyConnection, ownAttempt: number, userId: string): void {
    if (ownAttempt !== attempt) {
      opened.leave();
      return;
    }
    connection = opened;
    deps.seatMemory.remember({ code: opened.code, reconnectionToken: opened.reconnectionToken });
    markSeated(store, { userId, transport: opened.transport });
  }

  /** The live room first; the REST fallback only when the live way cannot get through (not when refused). */
  async function openConnection(
    request: LobbyRequest,
    listener: LobbyListener,
    userId: string,
  ): Promise<LobbyConnection> {
    if (deps.canUseWebSocket()) {
      try {
        return await deps.openWebSocket(request, listener, userId);
      } catch (error) {
        if (!failureOf(error).isUnreachable) throw error;
        deps.log('Lobby: no WebSocket connection, using REST polling instead', error);
      }
    }
    return deps.openPolling(request, listener, userId);
  }

  /** The join as a rejoin when this tab held a seat in that lobby (a reload), with its token if it has one. */
  function heldSeatFor(request: LobbyRequest): LobbyRequest | null {
    const held = deps.seatMemory.seat();
    if (request.kind !== 'join' || held?.code !== request.code) return null;
    return held.reconnectionToken === null
      ? request
      : { ...request, reconnectionToken: held.reconnectionToken };
  }

  async function connect(request: LobbyRequest): Promise<void> {
    const userId = deps.currentUserId();
    if (userId === null) {
      // The room would refuse a guest the same way (docs/product.md §5: sign in first).
      const signIn = { code: ERROR_CODES.unauthorized, message: null };
      showLobbyError(store, { kind: 'open-failed', request: request.kind, ...signIn });
      return;
    }
    if (store.getState().view !== 'choose') return;
    attempt += 1;
    const ownAttempt = attempt;
    const rejoin = heldSeatFor(request);
    const isRejoining = rejoin !== null;
    markConnecting(store, { isRejoining });
    try {
      const opened = await openConnection(rejoin ?? request, listenerFor(ownAttempt), userId);
      takeSeat(opened, ownAttempt, userId);
    } catch (error) {
      if (ownAttempt !== attempt) return;
      if (isRejoining) deps.seatMemory.forget();
      const failure = failureOf(error);
      if (!isExpectedRefusal(failure)) deps.log(`Lobby: ${request.kind} failed`, error);
      const { code, message, isUnreachable } = failure;
      returnToChoice(store, { kind: 'open-failed', request: request.kind, code, message, isUnreachable });
    }
  }

  function watchListenerFor(ownAttempt: number): LobbyListener {
    return listenerOf(ownAttempt, {
      // A call the room did not count opens the buttons again, unless it already has one from us.
      undoRefused: (refusal) => {
        const round = store.getState().game?.currentRound ?? 0;
        if (refusal.type === LOBBY_MESSAGE_TYPES.call && refusal.code !== ERROR_CODES.alreadyCalled) {
          dropOwnCall(store, round);
        }
      },
      closed: (ending) => {
        watching = null;
        if (keepsStandingsAfter(ending, store.getState().game)) keepStandingsAfterClose(store, ending);
        else endWatching(store, ending);
      },
    });
  }

  async function openWatch(code: string, listener: LobbyListener): Promise<WatchConnection> {
    if (deps.canUseWebSocket()) {
      try {
        return await deps.openWatchWebSocket(code, listener);
      } catch (error) {
        if (!failureOf(error).isUnreachable) throw error;
        deps.log('Lobby: no WebSocket connection to watch, using REST polling instead', error);
      }
    }
    return deps.openWatchPolling(code, listener);
  }

  async function startWatching(code: string): Promise<void> {
    if (store.getState().view !== 'choose') return;
    attempt += 1;
    const ownAttempt = attempt;
    markConnecting(store, { isRejoining: false, role: 'watcher' });
    try {
      const opened = await openWatch(code, watchListenerFor(ownAttempt));
      if (ownAttempt !== attempt) {
        opened.leave();
        return;
      }
      watching = opened;
      markWatching(store, { transport: opened.transport });
    } catch (error) {
      if (ownAttempt !== attempt) return;
      const failure = failureOf(error);
      if (!isExpectedRefusal(failure)) deps.log('Lobby: watch failed', error);
      const { code: refusal, message, isUnreachable } = failure;
      returnToChoice(store, { kind: 'open-failed', request: 'watch', code: refusal, message, isUnreachable });
    }
  }

  /** Runs an action on the seat, clearing the last error first so a new one is not mistaken for it. */
  function withSeat(run: (seat: LobbyConnection) => void): void {
    if (connection === null) return;
    clearLobbyError(store);
    run(connection);
  }

  return {
    open: (code) => openLobbyModal(store, code),
    close: () => {
      attempt += 1;
      const leaving = connection;
      const stopping = watching;
      connection = null;
      watching = null;
      deps.seatMemory.forget();
      leaving?.leave();
      stopping?.leave();
      closeLobbyModal(store);
    },
    create: (language) => connect({ kind: 'create', language }),
    join: async (typedCode) => {
      const ruling = normaliseLobbyCode(typedCode);
      if (ruling.isRefused) {
        const { code, message } = ruling.refusal;
        showLobbyError(store, { kind: 'open-failed', request: 'join', code, message });
        return;
      }
      await connect({ kind: 'join', code: ruling.value });
    },
    watch: async (typedCode) => {
      const ruling = normaliseLobbyCode(typedCode);
      if (ruling.isRefused) {
        const { code, message } = ruling.refusal;
        showLobbyError(store, { kind: 'open-failed', request: 'watch', code, message });
        return;
      }
      await startWatching(ruling.value);
    },
    call: (calledReal) => {
      const { game, ownCalls } = store.getState();
      if (watching === null || game === null) return;
      if (watcherCallState(game, ownCalls).kind !== 'open') return;
      clearLobbyError(store);
      recordOwnCall(store, { round: game.currentRound, calledReal });
      watching.send({ type: 'call', round: game.currentRound, calledReal });
    },
    send: (command) => withSeat((seat) => seat.send(command)),
    toggleReady: () =>
      withSeat((seat) => {
        const { lobby, userId } = store.getState();
        const own = ownPlayerOf(lobby?.players ?? [], userId);
        if (own !== null) seat.send({ type: 'ready', isReady: !own.isReady });
      }),
    answer: (answer) =>
      withSeat((seat) => {
        const state = store.getState();
        const { game } = state;
        if (game === null) return;
        if (isAnswerLocked(state, game, ownPlayerOf(game.players, state.userId))) return;
        lockAnswer(store, { roundNumber: game.currentRound, answer });
        seat.send({ type: 'answer', roundNumber: game.currentRound, answer });
      }),
  };
}
