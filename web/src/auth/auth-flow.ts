import {
  AUTH_PROVIDER_LABELS,
  authStartPath,
  isAuthProviderName,
  type AuthProviderName,
  type UserView,
} from '@bluffle/shared-schema';
import { WHO_AM_I_PATIENT_TIMEOUT_MS, type AuthApi } from '../api/auth-api';
import { callFailureOf } from '../api/failure-kind';
import {
  clearAuthError,
  markSignedIn,
  markSignedOut,
  markSigningIn,
  setProviders,
  showAuthError,
  type AuthStore,
} from '../state/auth-store';
import { authFeedbackFor, localRefusalFeedback, type AuthFailureLike } from './auth-error-message';
import { AuthFailure, LOGIN_FAILED } from './auth-failure';
import { readAuthResult, type PopupSignIn } from './popup-sign-in';
import type { AuthResultChannel } from './result-channel';

export interface AuthFlowDeps {
  api: AuthApi;
  store: AuthStore;
  popup: PopupSignIn;
  /** What changes with the user outside the auth store: stats key, player name, the sign-in screen. */
  onSignedIn: (user: UserView) => void;
  onSignedOut: () => void;
  log: (message: string, error?: unknown) => void;
  /** This page's origin, named to the server when the popup opens (a page off PUBLIC_URL is refused). */
  pageOrigin: string;
}

/**
 * Sign-in, the login step and sign-out (docs/product.md §4 Authentication, §8 Sign-in). Who is signed in is always
 * read from the server: the popup only says that it worked (docs/design.md decision 5).
 */
export function createAuthFlow(deps: AuthFlowDeps) {
  const { api, store, popup } = deps;
  // Bumped on every identity change, so a slow 'who am I' answer cannot undo a newer sign-in or sign-out.
  let generation = 0;

  const becomeSignedIn = (user: UserView) => {
    generation += 1;
    markSignedIn(store, user);
    deps.onSignedIn(user);
  };

  const becomeSignedOut = () => {
    generation += 1;
    const wasSignedIn = store.getState().status === 'signed-in';
    markSignedOut(store);
    if (wasSignedIn) deps.onSignedOut();
  };

  /** Shows a failure's message; a popup replaced by a newer one shows nothing. */
  function showFailure(failure: AuthFailureLike): void {
    const feedback = authFeedbackFor(failure);
    if (feedback) showAuthError(store, feedback);
  }

  /**
   * Who is signed in, asked twice when the first asking gets no answer: a server slow under load is given
   * longer before the page settles for a guest, because a signed-in player shown the guest's menu plays
   * games that never reach their account. A server that answers, even with a refusal, is not asked again.
   */
  async function askWhoIsSignedIn(): Promise<UserView | null> {
    try {
      return await api.getMe();
    } catch (error) {
      if (callFailureOf(error).kind !== 'unreachable') throw error;
      return api.getMe(WHO_AM_I_PATIENT_TIMEOUT_MS);
    }
  }

  /** Page load: the session cookie decides (docs/product.md §4 'On page load'); an unreachable server means guest. */
  async function loadSession(): Promise<void> {
    const started = generation;
    try {
      const user = await askWhoIsSignedIn();
      if (started !== generation) return;
      if (user) becomeSignedIn(user);
      else becomeSignedOut();
    } catch (error) {
      deps.log('Failed to load the signed-in user', error);
      if (started === generation) becomeSignedOut();
    }
  }

  /**
   * Re-reads the signed-in user's view (their plan changed on the server: a payment landed, a subscription
   * ended) without the sign-in's side effects. Answers the fresh view, or null when nobody is signed in or
   * the server could not say; a sign-in or sign-out meanwhile wins over this answer.
   */
  async function refreshUser(): Promise<UserView | null> {
    const started = generation;
    const current = store.getState().user;
    if (current === null) return null;
    let user: UserView | null;
    try {
      user = await api.getMe();
    } catch (error) {
      deps.log('Failed to refresh the signed-in user', error);
      return null;
    }
    if (started !== generation) return null;
    if (user === null) {
      becomeSignedOut();
      return null;
    }
    // Another tab signed someone else in: that is a sign-in here too, with its side effects.
    if (user.id !== current.id) becomeSignedIn(user);
    else markSignedIn(store, user);
    return user;
  }

  /** The sign-in screen's buttons: only configured providers (GET /auth/providers), asked once. */
  async function loadProviders(): Promise<void> {
    const { providersStatus } = store.getState();
    if (providersStatus === 'loading' || providersStatus === 'ready') return;
    setProviders(store, 'loading');
    try {
      const answer = await api.getProviders();
      setProviders(store, {
        providers: answer.providers
          .filter((provider) => isAuthProviderName(provider.name))
          .map((provider) => ({
            name: provider.name,
            label: provider.label || AUTH_PROVIDER_LABELS[provider.name],
          })),
        localSignIn: answer.localSignIn === true,
      });
    } catch (error) {
      deps.log('Failed to load sign-in providers', error);
      setProviders(store, 'failed');
    }
  }

  /** docs/product.md §4 Login: create or update the user on the server, which answers with the flags. */
  async function completeLogin(): Promise<void> {
    markSigningIn(store);
    let user: UserView;
    try {
      const me = await api.getMe();
      if (!me) throw new Error('The server has no session after a successful sign-in.');
      user = await api.upsertUser({
        id: me.id,
        username: me.username,
        email: me.email,
        provider: me.provider,
        avatar: me.avatar,
      });
    } catch (error) {
      deps.log('Login failed', error);
      // The spec's client signed the user in locally anyway; here identity is the server session, so a
      // failed login step ends that session too and the screen says what happened (docs/product.md §8).
      await api.signOut().catch((signOutError: unknown) => deps.log('Error signing out', signOutError));
      becomeSignedOut();
      showFailure({ code: LOGIN_FAILED });
      return;
    }
    becomeSignedIn(user);
  }

  /**
   * 'Continue with {provider}'. Opens the popup before anything is awaited: browsers only allow popups
   * opened straight from the click.
   */
  async function signInWithProvider(provider: AuthProviderName): Promise<void> {
    clearAuthError(store);
    try {
      await popup.signIn(authStartPath(provider, deps.pageOrigin), provider);
    } catch (error) {
      const failure = error instanceof AuthFailure ? error : new AuthFailure('internal-error', { provider });
      if (authFeedbackFor(failure)) deps.log(`Error signing in with ${provider}`, error);
      showFailure(failure);
      return;
    }
    await completeLogin();
  }

  /**
   * The local sign-in of a fresh machine (a name only). A failure reads as every failed call does
   * (localRefusalFeedback): a refusal in the catalogue's words for its code, an unreachable server as such.
   */
  async function signInLocally(username: string): Promise<void> {
    markSigningIn(store);
    try {
      becomeSignedIn(await api.signInLocally(username.trim()));
    } catch (error) {
      deps.log('Error signing in locally', error);
      showAuthError(store, localRefusalFeedback(error));
    }
  }

  /** Logout ends the server session and clears the user (docs/product.md §4); a failed call still signs out here. */
  async function signOut(): Promise<void> {
    try {
      await api.signOut();
    } catch (error) {
      deps.log('Error signing out', error);
    }
    becomeSignedOut();
    clearAuthError(store);
  }

  /**
   * A result broadcast while no popup request waits: the popup was cut from this page (its `closed` turned
   * true early, so the request already ended) and finished anyway. The message names nobody: success only
   * makes us ask the server who is signed in.
   */
  function watchBroadcastResults(channel: AuthResultChannel): () => void {
    return channel.subscribe((data) => {
      const result = readAuthResult(data);
      const { status, isSigningIn } = store.getState();
      if (!result || popup.isPending() || isSigningIn) return;
      if (!result.ok) {
        showFailure({ code: result.code });
      } else if (status !== 'signed-in') {
        void completeLogin();
      }
    });
  }

  return {
    loadSession,
    refreshUser,
    watchBroadcastResults,
    loadProviders,
    signInWithProvider,
    signInLocally,
    signOut,
    showFailure,
    clearError: () => clearAuthError(store),
  };
}

export type AuthFlow = ReturnType<typeof createAuthFlow>;
