import type { PlayerStats } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GuestProgressApi } from '../api/guest-progress-api';
import type { Messages } from '../i18n/messages';
import type { KeyValueStorage } from '../storage/key-value-storage';

// Guest progress kept: after a sign-in, the player is offered the server-judged games this
// browser played as a guest, and they are added only if the player says yes. 'Not now' is remembered for
// this account and browser, so the offer does not come back at every sign-in.

export interface GuestProgressState {
  /** The offer on show: whose, and how many games; null when there is none. */
  offer: { userId: string; games: number } | null;
  isClaiming: boolean;
}

export type GuestProgressStore = StoreApi<GuestProgressState>;

export function createGuestProgressStore(): GuestProgressStore {
  return createStore<GuestProgressState>()(() => ({ offer: null, isClaiming: false }));
}

export interface GuestProgressDeps {
  api: GuestProgressApi;
  store: GuestProgressStore;
  storage: KeyValueStorage;
  /** The id this browser played under as a guest, or null when it never did. */
  guestId: () => string | null;
  /** Who is signed in now: an answer for someone who signed out meanwhile is dropped. */
  currentUserId: () => string | null;
  onAdded: (userId: string, stats: PlayerStats) => void;
  notify: (message: string, kind?: 'success' | 'error') => void;
  /** The area's messages in the interface language at the moment a toast is shown. */
  messages: () => Messages['guestProgress'];
  log: (message: string, error?: unknown) => void;
}

const declinedKey = (userId: string, guestId: string) => `bluffle.guestProgressDeclined.${userId}.${guestId}`;

export function createGuestProgressOffer(deps: GuestProgressDeps) {
  const { api, store } = deps;

  /** After a sign-in: offer this browser's guest games, unless there are none or the player said not now. */
  async function check(userId: string): Promise<void> {
    const guestId = deps.guestId();
    if (guestId === null || deps.storage.getItem(declinedKey(userId, guestId)) !== null) return;
    let games: number;
    try {
      games = (await api.countGuestGames(guestId)).games;
    } catch (error) {
      deps.log('Failed to look for guest games', error);
      return;
    }
    if (games > 0 && deps.currentUserId() === userId) store.setState({ offer: { userId, games } });
  }

  async function accept(): Promise<void> {
    const { offer, isClaiming } = store.getState();
    const guestId = deps.guestId();
    if (offer === null || isClaiming || guestId === null) return;
    store.setState({ isClaiming: true });
    try {
      const result = await api.claimGuestGames(guestId);
      store.setState({ offer: null, isClaiming: false });
      deps.notify(deps.messages().added({ added: result.added, practice: result.practice }));
      if (deps.currentUserId() === offer.userId) deps.onAdded(offer.userId, result.stats);
    } catch (error) {
      deps.log('Failed to add guest games', error);
      store.setState({ isClaiming: false });
      deps.notify(deps.messages().addFailed, 'error');
    }
  }

  function decline(): void {
    const { offer } = store.getState();
    const guestId = deps.guestId();
    if (offer !== null && guestId !== null) deps.storage.setItem(declinedKey(offer.userId, guestId), 'yes');
    store.setState({ offer: null });
  }

  /** Signed out: an offer for that account goes with them. */
  function clear(): void {
    store.setState({ offer: null, isClaiming: false });
  }

  return { check, accept, decline, clear };
}
