import type { DailyGamesView } from '@bluffle/shared-schema';
import type { DailyGamesStore } from './daily-games-store';

export interface DailyGamesActionsDeps {
  api: { dailyGames(userId: string): Promise<DailyGamesView> };
  store: DailyGamesStore;
  /** Who is signed in now: an answer for someone else (they signed out meanwhile) is dropped. */
  currentUserId: () => string | null;
  log: (message: string, error?: unknown) => void;
}

/**
 * Reads the signed-in player's games left today (GET /api/users/{id}/daily-games) for the menu, and keeps
 * the server's refusal when a game was turned down for the limit. The server counts and decides;
 * this only mirrors it.
 */
export function createDailyGamesActions(deps: DailyGamesActionsDeps) {
  const { api, store } = deps;
  let latestRequest = 0;

  async function load(userId: string): Promise<void> {
    latestRequest += 1;
    const request = latestRequest;
    if (store.getState().userId !== userId) store.setState({ userId, view: null, refusal: null });
    let view: DailyGamesView;
    try {
      view = await api.dailyGames(userId);
    } catch (error) {
      // The menu simply shows no count; the server still enforces the limit when a game starts.
      deps.log('Failed to read the games left today', error);
      return;
    }
    if (request !== latestRequest || deps.currentUserId() !== userId) return;
    const hasGamesLeft = view.remaining === null || view.remaining > 0;
    store.setState({ userId, view, refusal: hasGamesLeft ? null : store.getState().refusal });
  }

  /** A game was refused for the limit: show the server's reason and re-read the count it was judged by. */
  async function limitReached(message: string): Promise<void> {
    const userId = deps.currentUserId();
    if (userId === null) return;
    if (store.getState().userId !== userId) store.setState({ userId, view: null });
    store.setState({ refusal: message });
    await load(userId);
  }

  function clear(): void {
    latestRequest += 1;
    store.setState({ userId: null, view: null, refusal: null });
  }

  return { load, limitReached, clear };
}

export type DailyGamesActions = ReturnType<typeof createDailyGamesActions>;
