import { wordsmithApi } from '../api/wordsmith-api';
import { currentMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';
import { showToast } from '../state/toast-store';
import { createMyBlufflesActions } from '../wordsmith/my-bluffles-actions';
import { myBlufflesStore } from '../wordsmith/my-bluffles-store';
import { createSessionBuilderActions } from '../wordsmith/session-builder-actions';
import { sessionBuilderStore } from '../wordsmith/session-builder-store';
import { createWordFormActions } from '../wordsmith/word-form-actions';
import { wordFormStore } from '../wordsmith/word-form-store';
import { wordsmithTabStore, type WordsmithTab } from '../wordsmith/wordsmith-tabs';

// The Wordsmith page's actions, wired to the real API, their stores, the page's toasts and the catalogue.

export const myBluffles = createMyBlufflesActions({
  api: wordsmithApi,
  store: myBlufflesStore,
  notify: showToast,
  messages: currentMessages,
});

/** A new word or session changes My Bluffles: reload it for whoever is signed in. */
function refreshMyBluffles(): void {
  const userId = authStore.getState().user?.id;
  if (userId) void myBluffles.load(userId);
}

export const wordForm = createWordFormActions({
  api: wordsmithApi,
  store: wordFormStore,
  notify: showToast,
  messages: currentMessages,
  onSubmitted: refreshMyBluffles,
});

export const sessionBuilder = createSessionBuilderActions({
  api: wordsmithApi,
  store: sessionBuilderStore,
  notify: showToast,
  messages: currentMessages,
  onCreated: refreshMyBluffles,
});

/** docs/product.md §4: entering create-session loads the word search; entering sessions loads the user's sessions. */
export function enterWordsmithTab(tab: WordsmithTab, userId: string): void {
  wordsmithTabStore.setState({ tab });
  if (tab === 'create-session') void sessionBuilder.search();
  if (tab === 'sessions') void myBluffles.load(userId);
}
