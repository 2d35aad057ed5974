import type { LobbyView, MultiplayerGameView } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConnectionStatus, LobbyTransport } from './lobby-connection';
import { typedLobbyCode } from './lobby-link';
import type { LobbyNotice } from './lobby-notice';
import { nextScoreBaseline, type ScoreBaseline } from './round-points';

/** The modal (spec §2 Multiplayer modal): shut, the join-or-create view (busy while connecting), or seated. */
export type LobbyModalView = 'closed' | 'choose' | 'connecting' | 'seated';

/** The player's REAL/FAKE for a round, locked once sent (spec §4 'the local answer state is locked'). */
export interface AnswerLock {
  roundNumber: number;
  answer: boolean;
}

/**
 * A mirror of the lobby room (STYLE 10) plus what is purely visual. Push-based, so it is its own store,
 * written from outside React by the lobby session and its connection.
 */
export interface LobbyState {
  view: LobbyModalView;
  /** The join field's text. */
  typedCode: string;
  /** A share link's code waiting for sign-in before it opens the modal (spec §2 join via link). */
  pendingLinkCode: string | null;
  /** Connecting to get back the seat this tab held (a reload): the modal says 'Reconnecting…'. */
  isRejoining: boolean;
  /** The signed-in account the seat belongs to, set when seated. */
  userId: string | null;
  transport: LobbyTransport | null;
  connectionStatus: ConnectionStatus;
  lobby: LobbyView | null;
  game: MultiplayerGameView | null;
  answerLock: AnswerLock | null;
  scoreBaseline: ScoreBaseline | null;
  /** The last thing that went wrong, shown (in the interface language) until the next attempt. */
  error: LobbyNotice | null;
}

export type LobbyStore = StoreApi<LobbyState>;

/** Everything about a seat, emptied when the seat goes. */
function noSeat(): Pick<
  LobbyState,
  | 'isRejoining'
  | 'userId'
  | 'transport'
  | 'connectionStatus'
  | 'lobby'
  | 'game'
  | 'answerLock'
  | 'scoreBaseline'
> {
  return {
    isRejoining: false,
    userId: null,
    transport: null,
    connectionStatus: 'live',
    lobby: null,
    game: null,
    answerLock: null,
    scoreBaseline: null,
  };
}

export function initialLobbyState(): LobbyState {
  return { view: 'closed', typedCode: '', pendingLinkCode: null, error: null, ...noSeat() };
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
  store.setState({ ...initialLobbyState(), pendingLinkCode: store.getState().pendingLinkCode });
}

export function setTypedCode(store: LobbyStore, typed: string): void {
  store.setState({ typedCode: typedLobbyCode(typed) });
}

export function setPendingLinkCode(store: LobbyStore, code: string | null): void {
  store.setState({ pendingLinkCode: code });
}

export function markConnecting(store: LobbyStore, options: { isRejoining: boolean }): void {
  store.setState({ view: 'connecting', isRejoining: options.isRejoining, error: null });
}

export function markSeated(store: LobbyStore, seat: { userId: string; transport: LobbyTransport }): void {
  store.setState({ view: 'seated', ...seat, isRejoining: false, connectionStatus: 'live', error: null });
}

/** The room as it stands: both transports deliver the shared views (rules/lobby/lobby-views.ts). */
export function applyRoomViews(store: LobbyStore, lobby: LobbyView, game: MultiplayerGameView | null): void {
  const previous = store.getState();
  const { scoreBaseline, answerLock } = previous;
  // An error belongs to its moment: a new stage of the game (started, next round, results) clears it.
  const isNewStage =
    previous.lobby !== null &&
    (previous.lobby.status !== lobby.status ||
      (previous.game?.currentRound ?? 0) !== (game?.currentRound ?? 0));
  store.setState({
    lobby,
    game,
    error: isNewStage ? null : previous.error,
    scoreBaseline: nextScoreBaseline(scoreBaseline, game),
    // A lock belongs to its round; a rematch starts again at round 1.
    answerLock: game !== null && answerLock?.roundNumber === game.currentRound ? answerLock : null,
  });
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

/** The seat is gone (a failed connect, a kick, a lost room): back to join-or-create, saying why. */
export function returnToChoice(store: LobbyStore, error: LobbyNotice): void {
  store.setState({ view: 'choose', error, ...noSeat() });
}
