import type { PlayedGameView } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The stats view's games ( 'Progress that shows'): the server's list for one signed-in user. */
export interface PlayedGamesState {
  /** Whose games these are: a sign-out or another sign-in makes them stale. */
  userId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Newest first, as the server lists them. */
  games: PlayedGameView[];
}

export type PlayedGamesStore = StoreApi<PlayedGamesState>;

export function initialPlayedGamesState(): PlayedGamesState {
  return { userId: null, status: 'idle', games: [] };
}

export const playedGamesStore: PlayedGamesStore = createStore<PlayedGamesState>()(initialPlayedGamesState);
