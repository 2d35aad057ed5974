import type { ContributedWordView, CustomSessionView } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** My Bluffles (docs/product.md §2 own sessions tab): the author's sessions and contributed words, as the server last said. */
export interface MyBlufflesState {
  sessions: CustomSessionView[];
  words: ContributedWordView[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The session whose Share dialog is open. */
  sharing: CustomSessionView | null;
}

export type MyBlufflesStore = StoreApi<MyBlufflesState>;

export function createMyBlufflesStore(): MyBlufflesStore {
  return createStore<MyBlufflesState>()(() => ({ sessions: [], words: [], status: 'idle', sharing: null }));
}

export const myBlufflesStore = createMyBlufflesStore();
