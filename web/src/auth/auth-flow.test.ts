import {
  AUTH_MESSAGES,
  DOMAIN_ISSUE_HINT,
  type AuthProvidersResponse,
  type PlayerStats,
  type UpsertUserBody,
  type UserView,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { WHO_AM_I_PATIENT_TIMEOUT_MS, type AuthApi } from '../api/auth-api';
import { createAuthStore } from '../state/auth-store';
import { AuthFailure } from './auth-failure';
import { createAuthFlow } from './auth-flow';
import type { PopupSignIn } from './popup-sign-in';
import type { AuthResultChannel } from './result-channel';

class FakeChannel implements AuthResultChannel {
  private listener: ((data: unknown) => void) | null = null;
  subscribe(listener: (data: unknown) => void) {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }
  broadcast(data: unknown) {
    this.listener?.(data);
  }
}

const user = (overrides: Partial<UserView> = {}): UserView => ({
  id: 'github:42',
  username: 'Grace',
  email: 'grace@example.com',
  provider: 'github',
  avatar: 'https://avatars.example.com/42',
  isAdmin: false,
  isWordsmith: false,
  isLexivestor: false,
  subscription: 'bluffling',
  subscriptionExpires: null,
  roles: [],
  ...overrides,
});

/** A server that knows one session: `signedIn` is who its cookie names. */
class FakeAuthApi implements AuthApi {
  signedIn: UserView | null = null;
  meFails: Error | null = null;
  /** Failures the next getMe calls meet, one each, before meFails and the session decide. */
  readonly meFailsNext: Error[] = [];
  /** The timeout each getMe call was given (undefined: the api's default). */
  readonly meTimeouts: (number | undefined)[] = [];
  upsertFails: Error | null = null;
  localFails: Error | null = null;
  providers: AuthProvidersResponse = { providers: [{ name: 'google', label: 'Google' }], localSignIn: false };
  readonly upserts: UpsertUserBody[] = [];
  signOutCalls = 0;
  providerCalls = 0;
  private meGate: Promise<void> | null = null;
  private openMeGate: (() => void) | null = null;

  /** getMe calls from now on wait until releaseMe. */
  holdMe() {
    this.meGate = new Promise((resolve) => {
      this.openMeGate = resolve;
    });
  }
  releaseMe() {
    this.openMeGate?.();
    this.meGate = null;
  }

  async getProviders() {
    this.providerCalls += 1;
    return this.providers;
  }
  async getMe(timeoutMs?: number) {
    this.meTimeouts.push(timeoutMs);
    if (this.meGate) await this.meGate;
    const next = this.meFailsNext.shift();
    if (next) throw next;
    if (this.meFails) throw this.meFails;
    return this.signedIn;
  }
  async upsertUser(body: UpsertUserBody) {
    this.upserts.push(body);
    if (this.upsertFails) throw this.upsertFails;
    if (!this.signedIn || this.signedIn.id !== body.id) throw new ApiError('forbidden', 403);
    return { ...this.signedIn, isWordsmith: true, roles: ['wordsmith' as const] };
  }
  async signInLocally(username: string) {
    if (this.localFails) throw this.localFails;
    this.signedIn = user({ id: `local:${username}`, username, provider: 'local', avatar: null, email: null });
    return this.signedIn;
  }
  async signOut() {
    this.signOutCalls += 1;
    this.signedIn = null;
  }
  async getUserStats(): Promise<PlayerStats> {
    throw new Error('not used by the auth flow');
  }
}

/** A popup whose outcome the test decides: the server signs `onSuccess` in, like the real callback. */
class FakePopup implements PopupSignIn {
  readonly urls: string[] = [];
  outcome: AuthFailure | null = null;
  onSuccess: (() => void) | null = null;
  isWaiting = false;
  async signIn(url: string) {
    this.urls.push(url);
    if (this.outcome) throw this.outcome;
    this.onSuccess?.();
  }
  isPending() {
    return this.isWaiting;
  }
}

function setUp() {
  const api = new FakeAuthApi();
  const popup = new FakePopup();
  const store = createAuthStore();
  const events: string[] = [];
  const flow = createAuthFlow({
    api,
    popup,
    store,
    onSignedIn: (signedIn) => events.push(`in:${signedIn.id}`),
    onSignedOut: () => events.push('out'),
    log: () => undefined,
    pageOrigin: 'https://bluffle.example.com',
  });
  return { api, popup, store, events, flow };
}

describe('auth flow', () => {
  it('on page load, the session decides: nobody means signed out', async () => {
    const { flow, store, events } = setUp();
    await flow.loadSession();
    expect(store.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(events).toEqual([]);
  });

  it('on page load, a session signs its user in', async () => {
    const { api, flow, store, events } = setUp();
    api.signedIn = user();
    await flow.loadSession();
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { id: 'github:42' } });
    expect(events).toEqual(['in:github:42']);
  });

  it('on page load, an unreachable server leaves a guest', async () => {
    const { api, flow, store } = setUp();
    api.meFails = new ApiError('Cannot reach the server.', 0);
    await flow.loadSession();
    expect(store.getState().status).toBe('signed-out');
  });

  it('on page load, a server too slow to answer is asked once more with patience before the page settles', async () => {
    const { api, flow, store, events } = setUp();
    api.signedIn = user();
    api.meFailsNext.push(new ApiError('The server took too long to answer.', 0));
    await flow.loadSession();
    // A busy server's late answer still signs the player in, instead of a guest's menu for a signed-in player.
    expect(api.meTimeouts).toEqual([undefined, WHO_AM_I_PATIENT_TIMEOUT_MS]);
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { id: 'github:42' } });
    expect(events).toEqual(['in:github:42']);
  });

  it('on page load, a server that answers with a failure is not asked again', async () => {
    const { api, flow, store } = setUp();
    api.signedIn = user();
    api.meFailsNext.push(new ApiError('Internal error', 500, 'internal'));
    await flow.loadSession();
    expect(api.meTimeouts).toHaveLength(1);
    expect(store.getState().status).toBe('signed-out');
  });

  it('a popup sign-in reads the user from the server and runs the login step', async () => {
    const { api, popup, flow, store, events } = setUp();
    popup.onSuccess = () => {
      api.signedIn = user();
    };
    await flow.signInWithProvider('github');
    // The popup names this page's origin, so the server can refuse a page off PUBLIC_URL at once.
    expect(popup.urls).toEqual(['/auth/github?origin=https%3A%2F%2Fbluffle.example.com']);
    expect(api.upserts).toEqual([
      {
        id: 'github:42',
        username: 'Grace',
        email: 'grace@example.com',
        provider: 'github',
        avatar: 'https://avatars.example.com/42',
      },
    ]);
    // The flags come from the login step's answer (docs/product.md §7 POST /api/users 'reads isAdmin, ...').
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { isWordsmith: true }, error: null });
    expect(events).toEqual(['in:github:42']);
  });

  it('a closed popup shows the cancelled message and signs nobody in', async () => {
    const { popup, flow, store } = setUp();
    await flow.loadSession();
    popup.outcome = new AuthFailure('popup-closed-by-user', { provider: 'google' });
    await flow.signInWithProvider('google');
    expect(store.getState()).toMatchObject({
      status: 'signed-out',
      error: 'Login was cancelled. Please try again.',
    });
  });

  it('a popup replaced by a newer one shows nothing', async () => {
    const { popup, flow, store } = setUp();
    popup.outcome = new AuthFailure('cancelled-popup-request', { provider: 'google' });
    await flow.signInWithProvider('google');
    expect(store.getState()).toMatchObject({ error: null, hint: null });
  });

  it("Facebook's missing configuration points to Google", async () => {
    const { popup, flow, store } = setUp();
    popup.outcome = new AuthFailure('configuration-not-found', { provider: 'facebook' });
    await flow.signInWithProvider('facebook');
    expect(store.getState().error).toBe(
      'Facebook login is not configured yet. Please use Google sign-in instead.',
    );
  });

  it('a failed login step shows Login failed and ends the half-made session', async () => {
    const { api, popup, flow, store, events } = setUp();
    popup.onSuccess = () => {
      api.signedIn = user();
    };
    api.upsertFails = new ApiError('Something broke.', 500);
    await flow.signInWithProvider('github');
    expect(store.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      error: 'Login failed. Please try again.',
      isSigningIn: false,
    });
    expect(api.signOutCalls).toBe(1);
    expect(events).toEqual([]);
  });

  it('a success without a server session is a failed login', async () => {
    const { flow, store } = setUp();
    await flow.signInWithProvider('google');
    expect(store.getState()).toMatchObject({
      status: 'signed-out',
      error: 'Login failed. Please try again.',
    });
  });

  it("local sign-in signs in with a name and shows the server's refusal as it is", async () => {
    const { api, flow, store } = setUp();
    api.localFails = new ApiError('Local sign-in is disabled on this server.', 403);
    await flow.signInLocally('Ada');
    expect(store.getState()).toMatchObject({
      status: 'loading',
      error: 'Local sign-in is disabled on this server.',
    });
    api.localFails = null;
    await flow.signInLocally('  Ada ');
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { id: 'local:Ada' }, error: null });
  });

  it('local sign-in against an unreachable server says so, and a fault of ours is a failed login', async () => {
    const { api, flow, store } = setUp();
    api.localFails = new ApiError('Cannot reach the server.', 0);
    await flow.signInLocally('Ada');
    expect(store.getState().error).toBe('Cannot reach the server. Check your connection and try again.');
    api.localFails = new ApiError('Internal error', 500, 'internal');
    await flow.signInLocally('Ada');
    expect(store.getState().error).toBe('Login failed. Please try again.');
  });

  it('logout ends the server session and clears the user', async () => {
    const { api, flow, store, events } = setUp();
    api.signedIn = user();
    await flow.loadSession();
    await flow.signOut();
    expect(api.signOutCalls).toBe(1);
    expect(store.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(events).toEqual(['in:github:42', 'out']);
  });

  it('a slow page-load answer cannot undo a newer sign-in', async () => {
    const { api, flow, store } = setUp();
    api.holdMe();
    const loading = flow.loadSession();
    await flow.signInLocally('Ada');
    expect(store.getState().status).toBe('signed-in');
    // The page-load request left before the sign-in; its late answer says 'nobody'.
    api.signedIn = null;
    api.releaseMe();
    await loading;
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { id: 'local:Ada' } });
  });

  it('a broadcast success from a popup cut from this page asks the server who signed in', async () => {
    const { api, popup, flow, store } = setUp();
    const channel = new FakeChannel();
    flow.watchBroadcastResults(channel);
    await flow.loadSession();
    api.signedIn = user();
    popup.isWaiting = true;
    channel.broadcast({ source: 'bluffle-auth', ok: true });
    await new Promise((resolve) => setImmediate(resolve));
    // A waiting popup request takes the result itself.
    expect(store.getState().status).toBe('signed-out');
    popup.isWaiting = false;
    channel.broadcast({ source: 'bluffle-auth', ok: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { id: 'github:42' } });
    expect(api.upserts).toHaveLength(1);
  });

  it('a broadcast failure shows our message for its code, never the text that came with it', () => {
    const { flow, store } = setUp();
    const channel = new FakeChannel();
    flow.watchBroadcastResults(channel);
    channel.broadcast({
      source: 'bluffle-auth',
      ok: false,
      code: 'access-denied',
      message: 'Your account is locked: call 555-0100.',
    });
    expect(store.getState().error).toBe('Authentication failed. Please try again.');
    channel.broadcast({ source: 'bluffle-auth', ok: false, code: 'unauthorized-domain', message: '' });
    expect(store.getState()).toMatchObject({
      error: AUTH_MESSAGES.unauthorizedDomain,
      hint: DOMAIN_ISSUE_HINT,
    });
  });

  it('asks for the providers once and keeps only known ones', async () => {
    const { api, flow, store } = setUp();
    api.providers = {
      providers: [
        { name: 'google', label: 'Google' },
        { name: 'myspace' as 'google', label: 'MySpace' },
        { name: 'github', label: '' },
      ],
      localSignIn: true,
    };
    await flow.loadProviders();
    await flow.loadProviders();
    expect(api.providerCalls).toBe(1);
    expect(store.getState()).toMatchObject({
      providersStatus: 'ready',
      providers: [
        { name: 'google', label: 'Google' },
        { name: 'github', label: 'GitHub' },
      ],
      isLocalSignInAvailable: true,
    });
  });

  it("refreshing the user takes the server's new view without the sign-in side effects", async () => {
    const { api, flow, store, events } = setUp();
    api.signedIn = user();
    await flow.loadSession();
    api.signedIn = user({ isWordsmith: true, subscription: 'wordsmith', roles: ['wordsmith'] });
    const fresh = await flow.refreshUser();
    expect(fresh).toMatchObject({ subscription: 'wordsmith' });
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { isWordsmith: true } });
    expect(events).toEqual(['in:github:42']);
  });

  it('refreshing when the session has ended signs out; a failed refresh keeps the user', async () => {
    const { api, flow, store, events } = setUp();
    api.signedIn = user();
    await flow.loadSession();
    api.meFails = new ApiError('Cannot reach the server.', 0);
    expect(await flow.refreshUser()).toBeNull();
    expect(store.getState().status).toBe('signed-in');
    api.meFails = null;
    api.signedIn = null;
    expect(await flow.refreshUser()).toBeNull();
    expect(store.getState().status).toBe('signed-out');
    expect(events).toEqual(['in:github:42', 'out']);
  });

  it('refreshing a guest asks nothing', async () => {
    const { api, flow } = setUp();
    api.signedIn = user();
    expect(await flow.refreshUser()).toBeNull();
  });
});
