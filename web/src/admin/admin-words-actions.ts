import {
  ADMIN_WORD_MESSAGES,
  ADMIN_WORDS_PAGE_SIZE,
  CSV_UPLOAD_MAX_BYTES,
  generateCountOf,
  type Language,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { AdminApi } from '../api/admin-api';
import type { ToastKind } from '../state/toast-store';
import type { AdminWordsStore } from './admin-words-store';
import { generateSummary } from './generate-summary';

// What the admin panel's buttons do (spec §4 Wordsmith and admin, §8 Admin toasts), outside React so the
// components only render the store and call these.

/** spec §8 Admin: the generate success toast stays 8 s. */
export const GENERATE_TOAST_MS = 8000;
/** Typing in the search box reloads once the admin pauses, not at every key. */
export const SEARCH_DELAY_MS = 300;

export const ADMIN_TOASTS = {
  loadFailed: 'Failed to load words',
  generateFailed: 'Failed to generate words. Please try again.',
  uploadFailed: 'Failed to upload CSV',
  fileUnreadable: 'Failed to upload CSV file',
} as const;

export interface AdminWordsDeps {
  api: AdminApi;
  store: AdminWordsStore;
  toast(message: string, kind?: ToastKind, durationMs?: number): void;
}

/** The server's own words when it refused the request (4xx); the spec's fallback when it failed or was unreachable. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export function createAdminWordsActions({ api, store, toast }: AdminWordsDeps) {
  // Only the newest list request may write the list: an older, slower answer must not overwrite it.
  let latestLoad = 0;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  async function loadPage(page = store.getState().page): Promise<void> {
    // A load now makes a pending search's load redundant.
    clearTimeout(searchTimer);
    const { search, language } = store.getState();
    latestLoad += 1;
    const thisLoad = latestLoad;
    store.setState({ page, isLoading: true });
    try {
      const result = await api.listWords({
        limit: ADMIN_WORDS_PAGE_SIZE,
        offset: (page - 1) * ADMIN_WORDS_PAGE_SIZE,
        search: search.trim(),
        language,
      });
      if (thisLoad !== latestLoad) return;
      store.setState({ words: result.words, total: result.total, isLoading: false });
    } catch {
      if (thisLoad !== latestLoad) return;
      store.setState({ isLoading: false });
      toast(ADMIN_TOASTS.loadFailed, 'error');
    }
  }

  return {
    loadPage,

    /** spec §4: search and filter reload from page 1. */
    setSearch(search: string): void {
      store.setState({ search });
      clearTimeout(searchTimer);
      searchTimer = setTimeout(() => void loadPage(1), SEARCH_DELAY_MS);
    },

    setLanguage(language: Language | 'all'): void {
      store.setState({ language });
      void loadPage(1);
    },

    /** spec §5 Generate words: the typed count, 10 when it is not a number, refused outside 1 to 20. */
    async generate(countText: string, language: Language, userId: string): Promise<void> {
      const count = generateCountOf(countText);
      if (count === undefined) {
        toast(ADMIN_WORD_MESSAGES.countOutOfRange, 'error');
        return;
      }
      store.setState({ isGenerating: true });
      try {
        const result = await api.generateWords({ count, language, userId });
        toast(generateSummary(result), 'success', GENERATE_TOAST_MS);
        void loadPage(1);
      } catch (error) {
        toast(failureText(error, ADMIN_TOASTS.generateFailed), 'error');
      } finally {
        store.setState({ isGenerating: false });
      }
    },

    /** spec §5 CSV upload: the file is required; its rules are the server's, which answers row by row. */
    async upload(file: File | null): Promise<void> {
      if (file === null) {
        toast(ADMIN_WORD_MESSAGES.csvRequired, 'error');
        return;
      }
      if (file.size > CSV_UPLOAD_MAX_BYTES) {
        toast(ADMIN_WORD_MESSAGES.csvTooLarge, 'error');
        return;
      }
      store.setState({ isUploading: true, uploadResult: null });
      try {
        let csvText: string;
        try {
          csvText = await file.text();
        } catch {
          toast(ADMIN_TOASTS.fileUnreadable, 'error');
          return;
        }
        const result = await api.uploadCsv(csvText);
        store.setState({ uploadResult: result });
        toast(`Upload complete! Created: ${result.created}, Skipped: ${result.skipped}`, 'success');
        void loadPage(1);
      } catch (error) {
        toast(failureText(error, ADMIN_TOASTS.uploadFailed), 'error');
      } finally {
        store.setState({ isUploading: false });
      }
    },
  };
}
