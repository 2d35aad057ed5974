import { gameApi } from '../api/game-api';
import { createDailyFiveActions } from '../daily-five/daily-five-actions';
import { dailyFiveStore } from '../daily-five/daily-five-store';
import { authStore } from '../state/auth-store';
import { settingsStore } from '../state/settings-store';
import { gameFlow } from './game-controller';

/** The menus' Daily five card, wired to the real API, the game flow, whoever is signed in and the language. */
export const dailyFive = createDailyFiveActions({
  api: gameApi,
  store: dailyFiveStore,
  // A guest's daily five is this browser's (its guest id); an account's follows the account.
  currentOwner: () => {
    const { user } = authStore.getState();
    return user === null ? 'guest' : `user:${user.id}`;
  },
  language: () => settingsStore.getState().selectedLanguage,
  startGame: (day) => gameFlow.startDailyGame(day),
  log: (message, error) => console.error(message, error),
});
