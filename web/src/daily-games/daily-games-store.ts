import type { DailyGamesView } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** A mirror of the server's count of the signed-in player's solo games today. */
export interface DailyGamesState {
  /** Whose count this is: a count read for one account never shows on another's menu. */
  userId: string | null;
  view: DailyGamesView | null;
  /**
   * The server's words when it last refused a game for the limit, until a count shows games left. Only the
   * daily limit's refusal (code 'daily-limit-reached') lands here, so the menu shows the catalogue's text.
   */
  refusal: string | null;
}

export type DailyGamesStore = StoreApi<DailyGamesState>;

export function createDailyGamesStore(): DailyGamesStore {
  return createStore<DailyGamesState>()(() => ({ userId: null, view: null, refusal: null }));
}

export const dailyGamesStore = createDailyGamesStore();
