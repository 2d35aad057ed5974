import type { AdminWordView, CsvUploadResult, Language } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_PLAY_FILTERS, type AdminWordPlayFilters } from './play-filters';

/** The admin panel's state (docs/product.md §2 Admin panel, §4 Admin list), a mirror of what the server last said. */
export interface AdminWordsState {
  /** 1-based (docs/product.md §4: 'page starts at 1'). */
  page: number;
  search: string;
  language: Language | 'all';
  /** The order and the filters by calls, fool rate and retirement. */
  playFilters: AdminWordPlayFilters;
  words: AdminWordView[];
  total: number;
  isLoading: boolean;
  isGenerating: boolean;
  /** The running Generate has waited past a warm generator's time: the server is loading it. */
  isGeneratorWarmingUp: boolean;
  isUploading: boolean;
  uploadResult: CsvUploadResult | null;
}

export type AdminWordsStore = StoreApi<AdminWordsState>;

export function createAdminWordsStore(): AdminWordsStore {
  return createStore<AdminWordsState>()(() => ({
    page: 1,
    search: '',
    language: 'all',
    playFilters: DEFAULT_PLAY_FILTERS,
    words: [],
    total: 0,
    isLoading: false,
    isGenerating: false,
    isGeneratorWarmingUp: false,
    isUploading: false,
    uploadResult: null,
  }));
}

export const adminWordsStore = createAdminWordsStore();
