import {
  ADMIN_WORDS_PAGE_SIZE,
  CSV_UPLOAD_MAX_BYTES,
  generateCountOf,
  type Language,
} from '@bluffle/shared-schema';
import type { AdminApi } from '../api/admin-api';
import type { Messages } from '../i18n/messages';
import type { ToastKind } from '../state/toast-store';
import type { AdminWordsStore } from './admin-words-store';
import type { AdminWordPlayFilters } from './play-filters';
import { generateSummary } from './generate-summary';
import { adminFailureText } from './refusal-text';
import { withWarmUpNotice } from '../wordsmith/generator-warm-up';

// What the admin panel's buttons do (docs/product.md §4 Wordsmith and admin, §8 Admin toasts), outside React so the
// components only render the store and call these.

/** docs/product.md §8 Admin: the generate success toast stays 8 s. */
export const GENERATE_TOAST_MS = 8000;
/** Typing in the search box reloads once the admin pauses, not at every key. */
export const SEARCH_DELAY_MS = 300;

export interface AdminWordsDeps {
  api: AdminApi;
  store: AdminWordsStore;
  toast(message: string, kind?: ToastKind, durationMs?: number): void;
  /** The catalogue in the interface language at the moment a toast shows. */
  messages(): Pick<Messages, 'admin' | 'adminWords' | 'serverErrors'>;
}

export function createAdminWordsActions({ api, store, toast, messages }: AdminWordsDeps) {
  /** A failed call in the catalogue's words (refusal-text.ts), the spec's fallback for a fault of ours. */
  const failure = (error: unknown, fallback: string) => adminFailureText(error, fallback, messages());

  // Only the newest list request may write the list: an older, slower answer must not overwrite it.
  let latestLoad = 0;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  async function loadPage(page = store.getState().page): Promise<void> {
    // A load now makes a pending search's load redundant.
    clearTimeout(searchTimer);
    const { search, language, playFilters } = store.getState();
    latestLoad += 1;
    const thisLoad = latestLoad;
    store.setState({ page, isLoading: true });
    try {
      const result = await api.listWords({
        limit: ADMIN_WORDS_PAGE_SIZE,
        offset: (page - 1) * ADMIN_WORDS_PAGE_SIZE,
        search: search.trim(),
        language,
        playFilters,
      });
      if (thisLoad !== latestLoad) return;
      store.setState({ words: result.words, total: result.total, isLoading: false });
    } catch {
      if (thisLoad !== latestLoad) return;
      store.setState({ isLoading: false });
      toast(messages().adminWords.loadFailed, 'error');
    }
  }

  return {
    loadPage,

    /** docs/product.md §4: search and filter reload from page 1. */
    setSearch(search: string): void {
      store.setState({ search });
      clearTimeout(searchTimer);
      searchTimer = setTimeout(() => void loadPage(1), SEARCH_DELAY_MS);
    },

    setLanguage(language: Language | 'all'): void {
      store.setState({ language });
      void loadPage(1);
    },

    /** A new order or filter on calls, fool rate or retirement reloads from page 1. */
    setPlayFilters(changes: Partial<AdminWordPlayFilters>): void {
      store.setState({ playFilters: { ...store.getState().playFilters, ...changes } });
      void loadPage(1);
    },

    /** docs/product.md §5 Generate words: the typed count, 10 when it is not a number, refused outside 1 to 20. */
    async generate(countText: string, language: Language, userId: string): Promise<void> {
      const count = generateCountOf(countText);
      if (count === undefined) {
        toast(messages().adminWords.countOutOfRange, 'error');
        return;
      }
      store.setState({ isGenerating: true });
      try {
        const result = await withWarmUpNotice(
          api.generateWords({ count, language, userId }),
          (isGeneratorWarmingUp) => store.setState({ isGeneratorWarmingUp }),
        );
        toast(generateSummary(result, messages().adminWords), 'success', GENERATE_TOAST_MS);
        void loadPage(1);
      } catch (error) {
        toast(failure(error, messages().adminWords.generateFailed), 'error');
      } finally {
        store.setState({ isGenerating: false });
      }
    },

    /** docs/product.md §5 CSV upload: the file is required; its rules are the server's, which answers row by row. */
    async upload(file: File | null): Promise<void> {
      if (file === null) {
        toast(messages().adminWords.csvRequired, 'error');
        return;
      }
      if (file.size > CSV_UPLOAD_MAX_BYTES) {
        toast(messages().adminWords.csvTooLarge, 'error');
        return;
      }
      store.setState({ isUploading: true, uploadResult: null });
      try {
        let csvText: string;
        try {
          csvText = await file.text();
        } catch {
          toast(messages().adminWords.fileUnreadable, 'error');
          return;
        }
        const result = await api.uploadCsv(csvText);
        store.setState({ uploadResult: result });
        toast(messages().adminWords.uploadComplete(result), 'success');
        void loadPage(1);
      } catch (error) {
        toast(failure(error, messages().adminWords.uploadFailed), 'error');
      } finally {
        store.setState({ isUploading: false });
      }
    },
  };
}
