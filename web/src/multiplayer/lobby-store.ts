import type { LobbyView, MultiplayerGameView, RoundClockMessage } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConnectionStatus, LobbyTransport } from './lobby-connection';
import { typedLobbyCode } from './lobby-link';
import type { LobbyNotice } from './lobby-notice';
import { judgedOwnCalls, withOwnCall, withoutOwnCall, type OwnCall } from './own-calls';
import { countdownAfterRoundClock, countdownAfterViews, type RoundCountdown } from './round-countdown';
import { nextScoreBaseline, type ScoreBaseline } from './round-points';

/**
 * The modal (docs/product.md §2 Multiplayer modal): shut, the join-or-create view (busy while connecting), in the room
 * (seated, or watching: see `role`), watching ended by the room, saying why, or the room closed after its game as
 * the server went away (its final standings stay on show, with a quiet note why: standings-after-close.ts).
 */
export type LobbyModalView = 'closed' | 'choose' | 'connecting' | 'seated' | 'ended' | 'closed-after-game';

/** In the room with a seat, or watching without one. */
export type LobbyRole = 'player' | 'watcher';

/** The player's REAL/FAKE for a round, locked once sent (docs/product.md §4 'the local answer state is locked'). */
export interface AnswerLock {
  roundNumber: number;
  answer: boolean;
}

/**
 * A mirror of the lobby room plus what is purely visual. Push-based, so it is its own store,
 * written from outside React by the lobby session and its connection.
 */
export interface LobbyState {
  view: LobbyModalView;
  /** The join field's text. */
  typedCode: string;
  /** A share link's code waiting for sign-in before it opens the modal (docs/product.md §2 join via link). */
  pendingLinkCode: string | null;
  /** A watch link's code waiting for the page to start before it opens the modal (no sign-in needed). */
  pendingWatchCode: string | null;
  /** Connecting to get back the seat this tab held (a reload): the modal says 'Reconnecting…'. */
  isRejoining: boolean;
  /** The signed-in account the seat belongs to, set when seated; null for a watcher. */
  userId: string | null;
  role: LobbyRole | null;
  /** A watcher's own calls this game: nothing per watcher is synced, so the client keeps them. */
  ownCalls: OwnCall[];
  transport: LobbyTransport | null;
  connectionStatus: ConnectionStatus;
  lobby: LobbyView | null;
  game: MultiplayerGameView | null;
  /** The round in play's countdown on the page's clock (round-countdown.ts); null outside a round. */
  countdown: RoundCountdown | null;
  answerLock: AnswerLock | null;
  scoreBaseline: ScoreBaseline | null;
  /**
   * The last thing that went wrong, shown (in the interface language) until the next attempt; in
   * 'closed-after-game', why the room closed, shown quietly under the standings.
   */
  error: LobbyNotice | null;
}

export type LobbyStore = StoreApi<LobbyState>;

/** Everything about a seat, emptied when the seat goes. */
function noSeat(): Pick<
  LobbyState,
  | 'isRejoining'
  | 'userId'
  | 'role'
  | 'ownCalls'
  | 'transport'
  | 'connectionStatus'
  | 'lobby'
  | 'game'
  | 'countdown'
  | 'answerLock'
  | 'scoreBaseline'
> {
  return {
    isRejoining: false,
    userId: null,
    role: null,
    ownCalls: [],
    transport: null,
    connectionStatus: 'live',
    lobby: null,
    game: null,
    countdown: null,
    answerLock: null,
    scoreBaseline: null,
  };
}

export function initialLobbyState(): LobbyState {
  return {
    view: 'closed',
    typedCode: '',
    pendingLinkCode: null,
    pendingWatchCode: null,
    error: null,
    ...noSeat(),
  };
}

export function createLobbyStore(): LobbyStore {
  return createStore<LobbyState>()(() => initialLobbyState());
}

export const lobbyStore = createLobbyStore();

// The transitions, in one place so the session and its tests change the state only in these ways.

export function openLobbyModal(store: LobbyStore, code?: string): void {
  const state = store.getState();
  if (state.view !== 'closed') {
    if (code !== undefined && state.view === 'choose') store.setState({ typedCode: typedLobbyCode(code) });
    return;
  }
  store.setState({ ...initialLobbyState(), view: 'choose', typedCode: typedLobbyCode(code ?? '') });
}

export function closeLobbyModal(store: LobbyStore): void {
  const { pendingLinkCode, pendingWatchCode } = store.getState();
  store.setState({ ...initialLobbyState(), pendingLinkCode, pendingWatchCode });
}

export function setTypedCode(store: LobbyStore, typed: string): void {
  store.setState({ typedCode: typedLobbyCode(typed) });
}

export function setPendingLinkCode(store: LobbyStore, code: string | null): void {
  store.setState({ pendingLinkCode: code });
}

export function setPendingWatchCode(store: LobbyStore, code: string | null): void {
  store.setState({ pendingWatchCode: code });
}

/** Connecting for a seat or to watch (`role`, known from the start so a guest's watch is not taken for a seat). */
export function markConnecting(store: LobbyStore, options: { isRejoining: boolean; role?: LobbyRole }): void {
  const { isRejoining, role = 'player' } = options;
  store.setState({ view: 'connecting', isRejoining, role, error: null });
}

export function markSeated(store: LobbyStore, seat: { userId: string; transport: LobbyTransport }): void {
  store.setState({
    view: 'seated',
    ...seat,
    role: 'player',
    isRejoining: false,
    connectionStatus: 'live',
    error: null,
  });
}

/** Watching the room without a seat. */
export function markWatching(store: LobbyStore, watch: { transport: LobbyTransport }): void {
  store.setState({
    view: 'seated',
    ...watch,
    userId: null,
    role: 'watcher',
    isRejoining: false,
    connectionStatus: 'live',
    error: null,
  });
}

/**
 * The room as it stands, arrived at `nowMs` on the page's clock: both transports deliver the shared views
 * (rules/lobby/lobby-views.ts).
 */
export function applyRoomViews(
  store: LobbyStore,
  lobby: LobbyView,
  game: MultiplayerGameView | null,
  nowMs: number,
): void {
  const previous = store.getState();
  const { scoreBaseline, answerLock, ownCalls } = previous;
  // An error belongs to its moment: a new stage of the game (started, next round, results) clears it.
  const isNewStage =
    previous.lobby !== null &&
    (previous.lobby.status !== lobby.status ||
      (previous.game?.currentRound ?? 0) !== (game?.currentRound ?? 0));
  store.setState({
    lobby,
    game,
    countdown: countdownAfterViews(previous.countdown, game, nowMs),
    error: isNewStage ? null : previous.error,
    scoreBaseline: nextScoreBaseline(scoreBaseline, game),
    // A lock belongs to its round; a rematch starts again at round 1.
    answerLock: game !== null && answerLock?.roundNumber === game.currentRound ? answerLock : null,
    ownCalls: judgedOwnCalls(ownCalls, game),
  });
}

/** The room told a socket that joined mid-round how long the round has left (arrived at `nowMs`). */
export function applyRoundClock(store: LobbyStore, clock: RoundClockMessage, nowMs: number): void {
  store.setState({ countdown: countdownAfterRoundClock(store.getState().countdown, clock, nowMs) });
}

export function setConnectionStatus(store: LobbyStore, connectionStatus: ConnectionStatus): void {
  if (store.getState().connectionStatus !== connectionStatus) store.setState({ connectionStatus });
}

export function showLobbyError(store: LobbyStore, error: LobbyNotice): void {
  store.setState({ error });
}

export function clearLobbyError(store: LobbyStore): void {
  if (store.getState().error !== null) store.setState({ error: null });
}

export function lockAnswer(store: LobbyStore, lock: AnswerLock): void {
  store.setState({ answerLock: lock });
}

export function unlockAnswer(store: LobbyStore): void {
  store.setState({ answerLock: null });
}

/** A watcher's call, shown at once ('You said REAL'); the room may still refuse it (dropOwnCall). */
export function recordOwnCall(store: LobbyStore, call: { round: number; calledReal: boolean }): void {
  store.setState({ ownCalls: withOwnCall(store.getState().ownCalls, call.round, call.calledReal) });
}

export function dropOwnCall(store: LobbyStore, round: number): void {
  store.setState({ ownCalls: withoutOwnCall(store.getState().ownCalls, round) });
}

/** The room sent the watcher away (made private, closed, lost): the modal says why, with a way back. */
export function endWatching(store: LobbyStore, error: LobbyNotice): void {
  store.setState({ view: 'ended', error, ...noSeat() });
}

/**
 * The room closed after its game because the server went away: the lobby and its standings (and a watcher's
 * own calls) stay on show with `note`; the connection's state goes. Closing the modal then clears them.
 */
export function keepStandingsAfterClose(store: LobbyStore, note: LobbyNotice): void {
  store.setState({
    view: 'closed-after-game',
    error: note,
    isRejoining: false,
    transport: null,
    connectionStatus: 'live',
    countdown: null,
    answerLock: null,
  });
}

/** The seat is gone (a failed connect, a kick, a lost room): back to join-or-create, saying why. */
export function returnToChoice(store: LobbyStore, error: LobbyNotice): void {
  store.setState({ view: 'choose', error, ...noSeat() });
}
