import { paymentsApi } from '../api/payments-api';
import { createDailyGamesActions } from '../daily-games/daily-games-actions';
import { dailyGamesStore } from '../daily-games/daily-games-store';
import { authStore } from '../state/auth-store';

/** The signed-in menu's games-left count, wired to the real API and whoever is signed in. */
export const dailyGames = createDailyGamesActions({
  api: paymentsApi,
  store: dailyGamesStore,
  currentUserId: () => authStore.getState().user?.id ?? null,
  log: (message, error) => console.error(message, error),
});
