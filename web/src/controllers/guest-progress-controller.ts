import { guestProgressApi } from '../api/guest-progress-api';
import { createGuestProgressOffer, createGuestProgressStore } from '../guest-progress/guest-progress-offer';
import { currentMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';
import { showToast } from '../state/toast-store';
import { applyServerStats } from '../stats/stats-store';
import { dailyFive } from './daily-five-controller';
import { storedGuestId } from '../storage/guest-id';
import { browserStorage } from '../storage/key-value-storage';

const localStorage = browserStorage('local');

export const guestProgressStore = createGuestProgressStore();

/** The offer of this browser's guest games after a sign-in, wired to the API, storage and stats. */
export const guestProgress = createGuestProgressOffer({
  api: guestProgressApi,
  store: guestProgressStore,
  storage: localStorage,
  guestId: () => storedGuestId(localStorage),
  currentUserId: () => authStore.getState().user?.id ?? null,
  // The server's stats, with the guest games in them, replace the menu's numbers at once; the daily five's
  // streak and today's play came along too, so its card reads them again.
  onAdded: (userId, stats) => {
    applyServerStats(userId, stats);
    void dailyFive.load();
  },
  notify: showToast,
  messages: () => currentMessages().guestProgress,
  log: (message, error) => console.error(message, error),
});
