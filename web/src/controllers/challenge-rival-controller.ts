import { gameApi } from '../api/game-api';
import { createChallengeRival } from '../game/challenge-rival';
import { sessionStore } from '../state/session-store';
import { soloGameStore } from '../state/solo-game-store';

/** The challenge verdict's loader, wired to the real API and the page's stores. */
export const challengeRival = createChallengeRival({
  api: gameApi,
  gameStore: soloGameStore,
  sessionStore,
  log: (message, error) => console.error(message, error),
});
