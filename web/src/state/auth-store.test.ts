import type { UserView } from '@bluffle/shared-schema';
import {
  clearAuthError,
  createAuthStore,
  markSignedIn,
  markSignedOut,
  markSigningIn,
  setProviders,
  showAuthError,
} from './auth-store';

const ada: UserView = {
  id: 'google:1',
  username: 'Ada',
  email: 'ada@example.com',
  provider: 'google',
  avatar: null,
  isAdmin: false,
  isWordsmith: false,
  isLexivestor: false,
  subscription: 'bluffling',
  subscriptionExpires: null,
  roles: [],
};

describe('auth store transitions', () => {
  it('starts loading with nobody signed in', () => {
    const store = createAuthStore();
    expect(store.getState()).toMatchObject({ status: 'loading', user: null, providersStatus: 'idle' });
  });

  it('signing in clears the error and the busy flag', () => {
    const store = createAuthStore();
    showAuthError(store, { message: 'Login was cancelled. Please try again.', hint: null });
    markSigningIn(store);
    expect(store.getState()).toMatchObject({ isSigningIn: true, error: null });
    markSignedIn(store, ada);
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: ada, isSigningIn: false });
  });

  it('signing out drops the user but keeps a failure on show', () => {
    const store = createAuthStore();
    markSignedIn(store, ada);
    showAuthError(store, { message: 'Login failed. Please try again.', hint: null });
    markSignedOut(store);
    expect(store.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      error: 'Login failed. Please try again.',
    });
    clearAuthError(store);
    expect(store.getState()).toMatchObject({ error: null, hint: null });
  });

  it('shows an error with its hint and ends the busy state', () => {
    const store = createAuthStore();
    markSigningIn(store);
    showAuthError(store, { message: 'Authorize this domain.', hint: 'Domain Issue' });
    expect(store.getState()).toMatchObject({
      error: 'Authorize this domain.',
      hint: 'Domain Issue',
      isSigningIn: false,
    });
  });

  it('keeps the providers once answered, and only the status when loading or failed', () => {
    const store = createAuthStore();
    setProviders(store, 'loading');
    expect(store.getState().providersStatus).toBe('loading');
    setProviders(store, { providers: [{ name: 'github', label: 'GitHub' }], localSignIn: true });
    expect(store.getState()).toMatchObject({
      providersStatus: 'ready',
      providers: [{ name: 'github', label: 'GitHub' }],
      isLocalSignInAvailable: true,
    });
    setProviders(store, 'failed');
    expect(store.getState()).toMatchObject({ providersStatus: 'failed', isLocalSignInAvailable: true });
  });
});
