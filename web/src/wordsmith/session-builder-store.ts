import type { Language, WordSearchResult } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SelectedWord } from './word-selection';

/** The session-building tab (docs/product.md §2, §4): the search, its results, and the five words being chosen. */
export interface SessionBuilderState {
  query: string;
  language: Language;
  results: WordSearchResult[];
  isSearching: boolean;
  /** The last search failed: the results shown are older than the query. */
  hasSearchFailed: boolean;
  /** In the order clicked: the order the session is played in. */
  selected: SelectedWord[];
  isCreating: boolean;
  /** The session just created: its code and link stay on the page to copy, not only in a toast. */
  createdSessionCode: string | null;
}

export type SessionBuilderStore = StoreApi<SessionBuilderState>;

export function createSessionBuilderStore(): SessionBuilderStore {
  return createStore<SessionBuilderState>()(() => ({
    query: '',
    language: 'english',
    results: [],
    isSearching: false,
    hasSearchFailed: false,
    selected: [],
    isCreating: false,
    createdSessionCode: null,
  }));
}

export const sessionBuilderStore = createSessionBuilderStore();
