import { createStore } from 'zustand/vanilla';

/** The URL the app shows, mirrored so React re-renders on pushState/popstate; plus the sign-in overlay. */
export interface NavigationState {
  pathname: string;
  search: string;
  /** The sign-in screen is a view over the game route, not a route of its own (spec §2 lists none). */
  isSignInOpen: boolean;
}

export const navigationStore = createStore<NavigationState>()(() => ({
  pathname: typeof window === 'undefined' ? '/' : window.location.pathname,
  search: typeof window === 'undefined' ? '' : window.location.search,
  isSignInOpen: false,
}));

export function openSignIn(): void {
  navigationStore.setState({ isSignInOpen: true });
}

export function closeSignIn(): void {
  navigationStore.setState({ isSignInOpen: false });
}
