import type { PlayedGamesApi } from '../api/played-games-api';
import type { PlayedGamesStore } from './played-games-store';

/** Games on the stats view: enough for a trend, few enough to read in a table. */
export const STATS_VIEW_GAMES = 20;

export interface PlayedGamesDeps {
  api: PlayedGamesApi;
  store: PlayedGamesStore;
  log(message: string, error: unknown): void;
}

/** Loads the signed-in player's last games from the server, the authority on them (docs/design.md decision 4). */
export function createPlayedGamesActions({ api, store, log }: PlayedGamesDeps) {
  let latestLoad = 0;

  async function load(userId: string): Promise<void> {
    const load = ++latestLoad;
    const isSameUser = store.getState().userId === userId;
    // Another user's games never show, not even while this user's are on their way.
    store.setState({ userId, status: 'loading', games: isSameUser ? store.getState().games : [] });
    try {
      const { games } = await api.listPlayedGames(STATS_VIEW_GAMES);
      if (load !== latestLoad) return;
      store.setState({ userId, status: 'ready', games });
    } catch (error) {
      if (load !== latestLoad) return;
      log('Failed to load played games', error);
      store.setState({ status: 'failed' });
    }
  }

  return { load };
}

export type PlayedGamesActions = ReturnType<typeof createPlayedGamesActions>;
