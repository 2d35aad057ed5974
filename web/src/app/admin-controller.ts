import { adminApi } from '../api/admin-api';
import { createAdminWordsActions } from '../admin/admin-words-actions';
import { adminWordsStore } from '../admin/admin-words-store';
import { showToast } from '../state/toast-store';

/** The admin panel's actions, wired to the real API, its store and the page's toasts. */
export const adminWords = createAdminWordsActions({
  api: adminApi,
  store: adminWordsStore,
  toast: showToast,
});
