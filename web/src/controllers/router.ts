import { defaultPlayerName } from '@bluffle/shared-schema';
import { lobbyStore, setPendingLinkCode, setPendingWatchCode } from '../multiplayer/lobby-store';
import { authStore } from '../state/auth-store';
import { navigationStore } from '../state/navigation-store';
import { soloGameStore } from '../state/solo-game-store';
import { storedPlayerName } from '../state/player-name-storage';
import { isGameInPlay } from '../game/running-game-of';
import { gameFlow, playerNameStorages } from './game-controller';
import { parseRoute } from '../routing/routes';

/** Moves to another path of the app (Back to Game, links between pages) without reloading. */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  syncAndApplyRoute();
}

/** Drops the query string (docs/product.md §2: a failed shared-session load removes it; 'Maybe Later' too). */
export function removeQuery(): void {
  const { pathname } = window.location;
  window.history.replaceState(null, '', pathname);
  navigationStore.setState({ pathname, search: '' });
}

/** Swaps the query string for `search` (with its '?', or '') without a history entry. */
export function replaceQuery(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(null, '', `${pathname}${search}${hash}`);
  navigationStore.setState({ pathname, search });
}

function syncLocation(): void {
  navigationStore.setState({ pathname: window.location.pathname, search: window.location.search });
}

/** docs/product.md §2 Routes: the route decides the screen; back and forward re-evaluate it. */
export function syncAndApplyRoute(): void {
  syncLocation();
  const route = parseRoute(window.location.pathname, window.location.search);
  const { phase } = soloGameStore.getState();
  if (route.kind !== 'game') {
    if (phase !== 'menu') gameFlow.resetToMenu();
    return;
  }
  if (route.hasBadCode) {
    removeQuery();
  }
  if (route.lobbyCode) {
    // Taken up once the page knows who is signed in (multiplayer-controller watchLobbyLinks). The code stays
    // in the address while the player holds the seat, and leaves it with the seat (watchLobbyAddress).
    setPendingLinkCode(lobbyStore, route.lobbyCode);
  }
  if (route.watchCode) {
    // Taken up at once (multiplayer-controller watchWatchLinks): watching needs no sign-in.
    setPendingWatchCode(lobbyStore, route.watchCode);
  }
  // A game in play (taken up again after a reload) stays where it is: its link is not started again.
  if (isGameInPlay(soloGameStore.getState())) return;
  if (route.challengeCode) {
    void gameFlow.openChallenge(route.challengeCode);
    return;
  }
  if (route.sharedSessionCode) {
    // docs/product.md §5: a signed-in player plays under their username (known once the page-load check is done).
    const username = authStore.getState().user?.username;
    const name = username
      ? defaultPlayerName({ mode: 'solo', username })
      : (storedPlayerName(playerNameStorages) ?? defaultPlayerName({ mode: 'solo' }));
    void gameFlow.playSharedSession(route.sharedSessionCode, name).then((isLoaded) => {
      if (!isLoaded) removeQuery();
    });
    return;
  }
  // Leaving a challenge link with Back returns to the menu; a game in progress stays where it is.
  if (phase === 'challenge') {
    gameFlow.resetToMenu();
  }
}

export function startRouting(): void {
  window.addEventListener('popstate', syncAndApplyRoute);
  syncAndApplyRoute();
}
