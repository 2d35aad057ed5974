import type { DailyArchive, DailyFiveState, PlayLanguage } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DailyStartNotice } from './daily-five-text';

/** A mirror of the server's daily five state for whoever is playing, in the menu's language. */
export interface DailyFiveStoreState {
  /** Whose state this is ('user:<id>', or 'guest' for this browser): one never shows on another's menu. */
  owner: string | null;
  language: PlayLanguage | null;
  view: DailyFiveState | null;
  /** Why the last start did not play (played already, the server unreachable), until the next start. */
  notice: DailyStartNotice | null;
  /** A start is on its way: the button waits. */
  isStarting: boolean;
  /** The past days' calendar is open. */
  isArchiveOpen: boolean;
  /** The archive as last read, in its language; null before it is read. */
  archive: DailyArchive | null;
  /** The archive could not be read (the calendar says so and offers to try again). */
  isArchiveFailed: boolean;
}

export type DailyFiveStore = StoreApi<DailyFiveStoreState>;

/** Nobody's state: before the first read, and after a sign-out clears it. */
export const EMPTY_DAILY_FIVE_STATE: Readonly<DailyFiveStoreState> = {
  owner: null,
  language: null,
  view: null,
  notice: null,
  isStarting: false,
  isArchiveOpen: false,
  archive: null,
  isArchiveFailed: false,
};

export function createDailyFiveStore(): DailyFiveStore {
  return createStore<DailyFiveStoreState>()(() => ({ ...EMPTY_DAILY_FIVE_STATE }));
}

export const dailyFiveStore = createDailyFiveStore();
