import { createStore } from 'zustand/vanilla';
import { parseRoute, signInPathFor } from '../routing/routes';

/** The URL the app shows, mirrored so React re-renders on pushState/popstate. */
export interface NavigationState {
  pathname: string;
  search: string;
}

export const navigationStore = createStore<NavigationState>()(() => ({
  pathname: typeof window === 'undefined' ? '/' : window.location.pathname,
  search: typeof window === 'undefined' ? '' : window.location.search,
}));

/** The history entry sign-in pushed, so closing it goes Back rather than stacking another entry. */
const SIGN_IN_ENTRY = { isBluffleSignIn: true } as const;

/** The router listens to popstate; a change made here is announced the same way Back announces one. */
function announceLocationChange(): void {
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/**
 * Opens the sign-in screen at its own address (: Back leaves it), remembering the page that asked
 * (the Wordsmith or Subscription page), which the player comes back to once signed in.
 */
export function openSignIn(): void {
  const { pathname } = window.location;
  if (parseRoute(pathname, '').kind === 'sign-in') return;
  window.history.pushState(SIGN_IN_ENTRY, '', signInPathFor(pathname));
  announceLocationChange();
}

/**
 * Leaves the sign-in screen for the page it was opened from, or for `destination` ('Back to Home'): Back
 * when sign-in pushed the entry and that is where it goes (so the history holds no stale sign-in step),
 * else a replace of the sign-in entry.
 */
export function closeSignIn(destination?: string): void {
  const route = parseRoute(window.location.pathname, window.location.search);
  if (route.kind !== 'sign-in') return;
  const target = destination ?? route.returnTo;
  const state: unknown = window.history.state;
  const isPushedHere = typeof state === 'object' && state !== null && 'isBluffleSignIn' in state;
  if (isPushedHere && target === route.returnTo) {
    window.history.back();
    return;
  }
  window.history.replaceState(null, '', target);
  announceLocationChange();
}
