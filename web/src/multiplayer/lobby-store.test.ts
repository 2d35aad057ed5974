import {
  applyRoomViews,
  closeLobbyModal,
  createLobbyStore,
  endWatching,
  lockAnswer,
  markConnecting,
  markSeated,
  markWatching,
  openLobbyModal,
  recordOwnCall,
  returnToChoice,
  setPendingLinkCode,
  setPendingWatchCode,
  setTypedCode,
  showLobbyError,
} from './lobby-store';
import type { LobbyNotice } from './lobby-notice';
import { roomViews } from './room-fixtures';

const codeMissing: LobbyNotice = {
  kind: 'open-failed',
  request: 'join',
  code: 'lobby-code-required',
  message: null,
};
const notReady: LobbyNotice = {
  kind: 'action-refused',
  refusal: { type: 'start', code: 'players-not-ready', message: 'All players must be ready before starting' },
};
const kicked: LobbyNotice = { kind: 'seat-ended', reason: 'kicked' };

function seatedStore() {
  const store = createLobbyStore();
  openLobbyModal(store);
  markConnecting(store, { isRejoining: false });
  markSeated(store, { userId: 'user-ada', transport: 'websocket' });
  return store;
}

describe('lobby store transitions', () => {
  it('opens on join-or-create with a link code in the field, uppercased and cut to 6', () => {
    const store = createLobbyStore();
    openLobbyModal(store, 'abc2345');
    expect(store.getState()).toMatchObject({ view: 'choose', typedCode: 'ABC234', error: null });
    setTypedCode(store, 'xy z');
    expect(store.getState().typedCode).toBe('XYZ');
  });

  it('clears the last error when connecting and when seated', () => {
    const store = createLobbyStore();
    openLobbyModal(store);
    showLobbyError(store, codeMissing);
    markConnecting(store, { isRejoining: false });
    expect(store.getState()).toMatchObject({ view: 'connecting', error: null });
    markSeated(store, { userId: 'user-ada', transport: 'polling' });
    expect(store.getState()).toMatchObject({
      view: 'seated',
      transport: 'polling',
      connectionStatus: 'live',
    });
  });

  it('keeps an answer lock for its own round only', () => {
    const store = seatedStore();
    lockAnswer(store, { roundNumber: 1, answer: true });
    const round1 = roomViews({ status: 'playing', round: 1 });
    applyRoomViews(store, round1.lobby, round1.game, 0);
    expect(store.getState().answerLock).toEqual({ roundNumber: 1, answer: true });
    const round2 = roomViews({ status: 'playing', round: 2 });
    applyRoomViews(store, round2.lobby, round2.game, 0);
    expect(store.getState().answerLock).toBeNull();
  });

  it('clears an error when the game moves to a new stage, not on every patch', () => {
    const store = seatedStore();
    const waiting = roomViews();
    applyRoomViews(store, waiting.lobby, waiting.game, 0);
    showLobbyError(store, notReady);
    applyRoomViews(store, waiting.lobby, waiting.game, 0);
    expect(store.getState().error).toEqual(notReady);
    const playing = roomViews({ status: 'playing', round: 1 });
    applyRoomViews(store, playing.lobby, playing.game, 0);
    expect(store.getState().error).toBeNull();
  });

  it('goes back to join-or-create with the reason when the seat is lost', () => {
    const store = seatedStore();
    const waiting = roomViews();
    applyRoomViews(store, waiting.lobby, waiting.game, 0);
    returnToChoice(store, kicked);
    expect(store.getState()).toMatchObject({
      view: 'choose',
      lobby: null,
      game: null,
      transport: null,
      error: kicked,
    });
  });

  it('closing forgets the seat but keeps a link still waiting for sign-in', () => {
    const store = seatedStore();
    setPendingLinkCode(store, 'ABC234');
    closeLobbyModal(store);
    expect(store.getState()).toMatchObject({ view: 'closed', lobby: null, pendingLinkCode: 'ABC234' });
  });
});

describe('lobby store: watching', () => {
  function watchingStore() {
    const store = createLobbyStore();
    openLobbyModal(store, 'ABC234');
    markConnecting(store, { isRejoining: false, role: 'watcher' });
    expect(store.getState().role).toBe('watcher');
    markWatching(store, { transport: 'websocket' });
    return store;
  }

  it('is in the room as a watcher, with no account and no calls yet', () => {
    expect(watchingStore().getState()).toMatchObject({
      view: 'seated',
      role: 'watcher',
      userId: null,
      ownCalls: [],
    });
  });

  it("keeps the watcher's calls, judges them at round results and forgets them with the watching", () => {
    const store = watchingStore();
    recordOwnCall(store, { round: 1, calledReal: false });
    const reveal = {
      wordId: 'w',
      word: 'quib',
      definition: 'd',
      explanation: '',
      audienceCalls: 1,
      audienceSaidReal: 0,
    };
    const { lobby, game } = roomViews({
      status: 'round-results',
      round: 1,
      reveal: { ...reveal, isReal: false },
    });
    applyRoomViews(store, lobby, game, 0);
    expect(store.getState().ownCalls).toEqual([{ round: 1, calledReal: false, isRight: true }]);
    endWatching(store, { kind: 'seat-ended', reason: 'made-private' });
    expect(store.getState()).toMatchObject({ view: 'ended', role: null, ownCalls: [], lobby: null });
    expect(store.getState().error).toEqual({ kind: 'seat-ended', reason: 'made-private' });
  });

  it('takes a watch link to be taken up, and keeps it across a close', () => {
    const store = createLobbyStore();
    setPendingWatchCode(store, 'ABC234');
    closeLobbyModal(store);
    expect(store.getState().pendingWatchCode).toBe('ABC234');
  });
});
