import { adminApi } from '../api/admin-api';
import { moderationApi } from '../api/moderation-api';
import { currentMessages } from '../state/use-messages';
import { createAdminWordsActions } from '../admin/admin-words-actions';
import { adminWordsStore } from '../admin/admin-words-store';
import { createModerationActions } from '../admin/moderation-actions';
import { moderationStore } from '../admin/moderation-store';
import { showToast } from '../state/toast-store';

/** The admin panel's actions, wired to the real API, its store, the page's toasts and the catalogue. */
export const adminWords = createAdminWordsActions({
  api: adminApi,
  store: adminWordsStore,
  toast: showToast,
  messages: currentMessages,
});

/** The moderation queue's actions; a verdict reloads the word list so its cards show the new status. */
export const moderation = createModerationActions({
  api: moderationApi,
  store: moderationStore,
  toast: showToast,
  messages: currentMessages,
  onReviewed: () => void adminWords.loadPage(),
});
