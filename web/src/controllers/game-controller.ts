import { gameApi } from '../api/game-api';
import { createGameFlow } from '../game/game-flow';
import { CHALLENGE_WORDS, DAILY_WORDS } from '@bluffle/shared-schema';
import { authStore } from '../state/auth-store';
import { savePlayerName } from '../state/player-name-storage';
import { sessionStore } from '../state/session-store';
import { settingsStore } from '../state/settings-store';
import { soloGameStore } from '../state/solo-game-store';
import { recordFinishedGame } from '../stats/stats-store';
import { browserStorage } from '../storage/key-value-storage';
import { dailyGames } from './daily-games-controller';
import { refreshServerStats } from './server-stats-refresh';

export const playerNameStorages = { local: browserStorage('local'), session: browserStorage('session') };

/** The one game flow of the page, wired to the real API, stores, storage and clock. */
export const gameFlow = createGameFlow({
  api: gameApi,
  gameStore: soloGameStore,
  sessionStore,
  language: () => settingsStore.getState().selectedLanguage,
  isRelaxed: () => settingsStore.getState().isRelaxed,
  offlineWords: { daily: DAILY_WORDS, challenge: CHALLENGE_WORDS },
  recordGame: (summary) => {
    // A practice replay counts nowhere, here as on the server (docs/design.md decision 11).
    if (summary.isPractice) return;
    // An offline game is judged here and never reaches the server: it stays in its own local tally.
    recordFinishedGame(summary, sessionStore.getState().mode === 'offline' ? 'offline' : 'server');
    // The server counted a signed-in player's game when it completed; its numbers win (docs/design.md decision 4).
    const { user } = authStore.getState();
    if (user) void refreshServerStats(user.id);
  },
  // A signed-in player plays under their username; the stored name stays the guest's own (docs/product.md §5).
  savePlayerName: (name) => {
    if (authStore.getState().status !== 'signed-in') savePlayerName(playerNameStorages, name);
  },
  // The menu the flow returns to says why and how to get more games.
  onDailyLimitReached: (message) => void dailyGames.limitReached(message),
  now: () => Date.now(),
  random: Math.random,
  // docs/product.md §8: game and session errors are only logged.
  log: (message, error) => console.error(message, error),
});
