import type { AuthProviderName, UserView } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** docs/product.md §4 Authentication: 'Sign-in state is signed in or signed out'; loading until the server has said. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface ProviderOption {
  name: AuthProviderName;
  label: string;
}

/** GET /auth/providers: not asked yet, on its way, answered, or unreachable. */
export type ProvidersStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A mirror of who the server says is signed in (docs/design.md decision 5), plus what the sign-in screen shows. */
export interface AuthState {
  status: AuthStatus;
  user: UserView | null;
  /** docs/product.md §8 Sign-in: the message of the last failed sign-in, and its hint ('Domain Issue'). */
  error: string | null;
  hint: string | null;
  /** Our login step or a local sign-in is under way. Provider buttons stay live: a newer popup wins. */
  isSigningIn: boolean;
  providers: ProviderOption[];
  isLocalSignInAvailable: boolean;
  providersStatus: ProvidersStatus;
}

export type AuthStore = StoreApi<AuthState>;

export function initialAuthState(): AuthState {
  return {
    status: 'loading',
    user: null,
    error: null,
    hint: null,
    isSigningIn: false,
    providers: [],
    isLocalSignInAvailable: false,
    providersStatus: 'idle',
  };
}

export function createAuthStore(): AuthStore {
  return createStore<AuthState>()(() => initialAuthState());
}

export const authStore = createAuthStore();

// The transitions, in one place so the flow and its tests change the state only in these ways.

export function markSignedIn(store: AuthStore, user: UserView): void {
  store.setState({ status: 'signed-in', user, error: null, hint: null, isSigningIn: false });
}

/** Signed out keeps any error on show: a failed sign-in leaves the player signed out with the reason. */
export function markSignedOut(store: AuthStore): void {
  store.setState({ status: 'signed-out', user: null, isSigningIn: false });
}

export function markSigningIn(store: AuthStore): void {
  store.setState({ isSigningIn: true, error: null, hint: null });
}

export function showAuthError(store: AuthStore, feedback: { message: string; hint: string | null }): void {
  store.setState({ error: feedback.message, hint: feedback.hint, isSigningIn: false });
}

export function clearAuthError(store: AuthStore): void {
  store.setState({ error: null, hint: null });
}

export function setProviders(
  store: AuthStore,
  answer: { providers: ProviderOption[]; localSignIn: boolean } | 'loading' | 'failed',
): void {
  if (answer === 'loading' || answer === 'failed') {
    store.setState({ providersStatus: answer });
    return;
  }
  store.setState({
    providers: answer.providers,
    isLocalSignInAvailable: answer.localSignIn,
    providersStatus: 'ready',
  });
}
