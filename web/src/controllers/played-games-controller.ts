import { playedGamesApi } from '../api/played-games-api';
import { createPlayedGamesActions } from '../stats/played-games-actions';
import { playedGamesStore } from '../stats/played-games-store';

/** The stats view's games, wired to the real API and store; docs/product.md §8: a load failure is only logged. */
export const playedGames = createPlayedGamesActions({
  api: playedGamesApi,
  store: playedGamesStore,
  log: (message, error) => console.error(message, error),
});
