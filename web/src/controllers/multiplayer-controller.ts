import { multiplayerApi } from '../api/multiplayer-api';
import { lobbyAddressSearch } from '../multiplayer/lobby-address';
import { createLobbySession } from '../multiplayer/lobby-session';
import { lobbyCodeFromQuery } from '../multiplayer/lobby-link';
import {
  lobbyStore,
  setPendingLinkCode,
  setPendingWatchCode,
  type LobbyState,
} from '../multiplayer/lobby-store';
import { openPollingLobby } from '../multiplayer/polling-lobby-connection';
import { openPollingWatch } from '../multiplayer/polling-watch-connection';
import { createSeatMemory } from '../multiplayer/seat-memory';
import { watchCodeFromQuery } from '../multiplayer/watch-link';
import { authStore } from '../state/auth-store';
import { openSignIn } from '../state/navigation-store';
import { settingsStore } from '../state/settings-store';
import { browserStorage } from '../storage/key-value-storage';
import { hasCountedLobbyGameEnded } from '../multiplayer/counted-lobby-game';
import { replaceQuery } from './router';
import { refreshServerStats } from './server-stats-refresh';

/** The seat this tab holds, kept across its reloads. */
const seatMemory = createSeatMemory(browserStorage('session'));

/** The one lobby session of the page, wired to the signed-in user, the live room and the REST fallback. */
export const lobbySession = createLobbySession({
  store: lobbyStore,
  currentUserId: () => authStore.getState().user?.id ?? null,
  canUseWebSocket: () => typeof WebSocket !== 'undefined',
  // Loaded on first use: the Colyseus SDK is only downloaded by players who open a lobby.
  openWebSocket: async (request, listener) => {
    const { openWebSocketLobby } = await import('../multiplayer/websocket-lobby-connection');
    return openWebSocketLobby(request, listener, window.location.origin);
  },
  openPolling: (request, listener, userId) => openPollingLobby(request, listener, userId, multiplayerApi),
  openWatchWebSocket: async (code, listener) => {
    const { openWebSocketWatch } = await import('../multiplayer/websocket-lobby-connection');
    return openWebSocketWatch(code, listener, window.location.origin);
  },
  openWatchPolling: (code, listener) => openPollingWatch(code, listener, multiplayerApi),
  seatMemory,
  now: () => Date.now(),
  log: (message, error) => console.error(message, error),
});

/**
 * A lobby share link (`/?lobby=CODE`) joins that lobby once the page knows who is signed in; a guest is sent
 * to sign in first and joins after (multiplayer needs sign-in: docs/product.md §5). Signing out leaves any lobby.
 */
export function watchLobbyLinks(): void {
  let hasAskedToSignIn = false;
  const takeUpLink = () => {
    const code = lobbyStore.getState().pendingLinkCode;
    const { status } = authStore.getState();
    // A watcher needs no account: only a seat, or the seat's join-or-create view, goes.
    const { view, role } = lobbyStore.getState();
    if (status === 'signed-out' && view !== 'closed' && role !== 'watcher') {
      lobbySession.close();
    }
    if (code === null || status === 'loading') return;
    if (status === 'signed-out') {
      // Once: a guest who goes Back to Home from the sign-in screen is not sent there again.
      if (!hasAskedToSignIn) openSignIn();
      hasAskedToSignIn = true;
      return;
    }
    setPendingLinkCode(lobbyStore, null);
    if (lobbyStore.getState().view === 'closed') {
      lobbySession.open(code);
      void lobbySession.join(code);
    }
  };
  authStore.subscribe(takeUpLink);
  lobbyStore.subscribe((state, previous) => {
    if (state.pendingLinkCode !== previous.pendingLinkCode) takeUpLink();
  });
  // A tab that hid the code from its address still holds its seat: a reload finds it in the tab's memory.
  const { pathname, search } = window.location;
  const held = seatMemory.seat();
  const hasCode = lobbyCodeFromQuery(search) !== null || watchCodeFromQuery(search) !== null;
  if (held !== null && pathname === '/' && !hasCode) {
    setPendingLinkCode(lobbyStore, held.code);
  }
  takeUpLink();
}

/**
 * A watch link (`/?watch=CODE`) opens that lobby as a watcher at once: no sign-in is asked, and a
 * player already in a lobby stays where they are.
 */
export function watchWatchLinks(): void {
  const takeUpWatchLink = () => {
    const code = lobbyStore.getState().pendingWatchCode;
    if (code === null) return;
    setPendingWatchCode(lobbyStore, null);
    if (lobbyStore.getState().view === 'closed') {
      lobbySession.open(code);
      void lobbySession.watch(code);
    }
  };
  lobbyStore.subscribe((state, previous) => {
    if (state.pendingWatchCode !== previous.pendingWatchCode) takeUpWatchLink();
  });
  takeUpWatchLink();
}

/**
 * While in a lobby the address carries it (`/?lobby=CODE`), so a reload rejoins the seat; while
 * watching, `/?watch=CODE`, so a reload watches again.
 */
export function watchLobbyAddress(): void {
  const syncAddress = (state: LobbyState, previous: Pick<LobbyState, 'view'>) => {
    if (window.location.pathname !== '/') return;
    const { isCodeHidden } = settingsStore.getState();
    const search = lobbyAddressSearch(window.location.search, { ...state, isCodeHidden }, previous);
    if (search !== null) replaceQuery(search);
  };
  lobbyStore.subscribe(syncAddress);
  settingsStore.subscribe((settings, before) => {
    if (settings.isCodeHidden !== before.isCodeHidden)
      syncAddress(lobbyStore.getState(), lobbyStore.getState());
  });
}

/**
 * A lobby game counts in the player's server stats (the menu's Games and average): once one ends, or its
 * lobby is left, the menu reads them again, so it never shows fewer games than the server counted.
 */
export function watchCountedLobbyGames(): void {
  lobbyStore.subscribe((state, previous) => {
    const { user } = authStore.getState();
    if (user !== null && hasCountedLobbyGameEnded(previous, state)) void refreshServerStats(user.id);
  });
}
