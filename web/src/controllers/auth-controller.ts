import { defaultPlayerName } from '@bluffle/shared-schema';
import { authApi } from '../api/auth-api';
import { createAuthFlow } from '../auth/auth-flow';
import { createPopupSignIn } from '../auth/popup-sign-in';
import { browserResultChannel } from '../auth/result-channel';
import { authStore } from '../state/auth-store';
import { closeSignIn } from '../state/navigation-store';
import { loadInitialPlayerName } from '../state/player-name-storage';
import { setPlayerName } from '../state/session-store';
import { loadStatsFor } from '../stats/stats-store';
import { dailyGames } from './daily-games-controller';
import { playerNameStorages } from './game-controller';
import { guestProgress } from './guest-progress-controller';
import { refreshServerStats } from './server-stats-refresh';

export const authResultChannel = browserResultChannel();

/** The one auth flow of the page, wired to the real API, the browser window and the other stores. */
export const authFlow = createAuthFlow({
  api: authApi,
  store: authStore,
  popup: createPopupSignIn(window, authResultChannel),
  onSignedIn: (user) => {
    closeSignIn();
    // docs/product.md §9: stats are kept under per-user keys; the server's numbers follow when it has any.
    loadStatsFor(user.id);
    // docs/product.md §5 Player name: a signed-in player plays under their username.
    setPlayerName(defaultPlayerName({ mode: 'solo', username: user.username }));
    void refreshServerStats(user.id);
    // Games this browser played as a guest may join the account, if the player says so.
    void guestProgress.check(user.id);
  },
  onSignedOut: () => {
    loadStatsFor(null);
    setPlayerName(loadInitialPlayerName(playerNameStorages));
    dailyGames.clear();
    guestProgress.clear();
  },
  log: (message, error) => console.error(message, error),
  pageOrigin: window.location.origin,
});
