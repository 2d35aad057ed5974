import { WORD_SEARCH_DEFAULT_LIMIT, type Language } from '@bluffle/shared-schema';
import type { WordsmithApi } from '../api/wordsmith-api';
import type { Messages } from '../i18n/messages';
import type { ToastKind } from '../state/toast-store';
import type { SessionBuilderStore } from './session-builder-store';
import { canBuildSession, toggleWord, type SelectedWord } from './word-selection';
import { sessionFailedMessage } from './wordsmith-alerts';

// What the session-building tab does (docs/product.md §4: entering it loads the search, which reloads as the text
// changes; click toggles, at most 5; on success the selection clears and the sessions refresh).

/** Typing reloads the search once the author pauses, not at every key. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The new session's code stays on screen long enough to copy it. */
export const SESSION_CREATED_TOAST_MS = 10_000;

export interface SessionBuilderDeps {
  api: Pick<WordsmithApi, 'searchWords' | 'createCustomSession'>;
  store: SessionBuilderStore;
  notify(message: string, kind?: ToastKind, durationMs?: number): void;
  /** The catalogue in the interface language at the moment a message shows. */
  messages(): Pick<Messages, 'wordsmith'>;
  /** After a session is created, so My Bluffles shows it. */
  onCreated?(): void;
}

export function createSessionBuilderActions({ api, store, notify, messages, onCreated }: SessionBuilderDeps) {
  // Only the newest search may write the results: an older, slower answer must not overwrite them.
  let latestSearch = 0;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  async function search(): Promise<void> {
    clearTimeout(searchTimer);
    const { query, language } = store.getState();
    latestSearch += 1;
    const thisSearch = latestSearch;
    store.setState({ isSearching: true });
    try {
      const { words } = await api.searchWords({
        query: query.trim(),
        limit: WORD_SEARCH_DEFAULT_LIMIT,
        language,
      });
      if (thisSearch !== latestSearch) return;
      store.setState({ results: words, isSearching: false, hasSearchFailed: false });
    } catch {
      if (thisSearch !== latestSearch) return;
      store.setState({ isSearching: false, hasSearchFailed: true });
    }
  }

  return {
    search,

    setQuery(query: string): void {
      store.setState({ query });
      clearTimeout(searchTimer);
      searchTimer = setTimeout(() => void search(), SEARCH_DEBOUNCE_MS);
    },

    setLanguage(language: Language): void {
      store.setState({ language });
      void search();
    },

    toggle(word: SelectedWord): void {
      store.setState({ selected: toggleWord(store.getState().selected, word) });
    },

    remove(wordId: string): void {
      store.setState({ selected: store.getState().selected.filter((word) => word.id !== wordId) });
    },

    clear(): void {
      store.setState({ selected: [] });
    },

    /** docs/product.md §5 Session creation: exactly 5 words, under the author's player name. */
    async create(userId: string, playerName: string): Promise<void> {
      const { selected, isCreating } = store.getState();
      if (isCreating) return;
      if (!canBuildSession(selected)) {
        notify(messages().wordsmith.selectFiveWords, 'error');
        return;
      }
      store.setState({ isCreating: true });
      try {
        const { sessionCode } = await api.createCustomSession({
          wordIds: selected.map((word) => word.id),
          playerName,
          userId,
        });
        store.setState({ selected: [], createdSessionCode: sessionCode });
        notify(messages().wordsmith.sessionCreated({ sessionCode }), 'success', SESSION_CREATED_TOAST_MS);
        onCreated?.();
      } catch (error) {
        notify(sessionFailedMessage(error, messages().wordsmith), 'error');
      } finally {
        store.setState({ isCreating: false });
      }
    },
  };
}

export type SessionBuilderActions = ReturnType<typeof createSessionBuilderActions>;
