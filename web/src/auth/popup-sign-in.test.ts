import { AUTH_MESSAGE_SOURCE } from '@bluffle/shared-schema';
import { AuthFailure } from './auth-failure';
import {
  AUTH_POPUP_NAME,
  createPopupSignIn,
  popupFeatures,
  readAuthResult,
  type AuthPopupWindow,
  type PopupHostWindow,
  type PopupMessageEvent,
} from './popup-sign-in';

const ORIGIN = 'https://bluffle.test';

/** A window with a hand-driven poll timer and message queue, so each test says exactly what happens. */
class FakeWindow implements PopupHostWindow {
  readonly location = { origin: ORIGIN };
  readonly screenX = 100;
  readonly screenY = 50;
  readonly outerWidth = 1300;
  readonly outerHeight = 900;
  readonly opened: Array<{ url: string; target: string; features: string; popup: { closed: boolean } }> = [];
  isBlocking = false;
  private listeners = new Set<(event: PopupMessageEvent) => void>();
  private timers = new Map<number, () => void>();
  private nextTimer = 1;

  open(url: string, target: string, features: string): AuthPopupWindow | null {
    if (this.isBlocking) return null;
    const popup = { closed: false };
    this.opened.push({ url, target, features, popup });
    return popup;
  }
  addEventListener(_type: 'message', listener: (event: PopupMessageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: PopupMessageEvent) => void): void {
    this.listeners.delete(listener);
  }
  setInterval(handler: () => void): number {
    const id = this.nextTimer++;
    this.timers.set(id, handler);
    return id;
  }
  clearInterval(id: number): void {
    this.timers.delete(id);
  }

  post(event: PopupMessageEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
  tick(): void {
    for (const handler of [...this.timers.values()]) handler();
  }
  get listenerCount(): number {
    return this.listeners.size;
  }
  get timerCount(): number {
    return this.timers.size;
  }
  lastPopup(): { closed: boolean } {
    const last = this.opened.at(-1);
    if (!last) throw new Error('no popup opened');
    return last.popup;
  }
}

/** Settles a promise into a value the test can inspect synchronously after flushing microtasks. */
function track(promise: Promise<void>) {
  const state: { outcome: 'pending' | 'resolved' | 'rejected'; error: unknown } = {
    outcome: 'pending',
    error: null,
  };
  promise.then(
    () => {
      state.outcome = 'resolved';
    },
    (error: unknown) => {
      state.outcome = 'rejected';
      state.error = error;
    },
  );
  return state;
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const okMessage = { source: AUTH_MESSAGE_SOURCE, ok: true };

describe('popup sign-in', () => {
  it('opens the provider route in a centred 500x600 popup named bluffle-auth', () => {
    const host = new FakeWindow();
    void createPopupSignIn(host).signIn('/auth/google', 'google');
    expect(host.opened).toHaveLength(1);
    expect(host.opened[0]).toMatchObject({ url: '/auth/google', target: AUTH_POPUP_NAME });
    expect(host.opened[0]?.features).toBe(popupFeatures(host));
    expect(popupFeatures(host)).toContain('width=500,height=600,left=500,top=200');
  });

  it('resolves when the popup it opened posts success from our origin, and stops listening', async () => {
    const host = new FakeWindow();
    const result = track(createPopupSignIn(host).signIn('/auth/google', 'google'));
    host.post({ origin: ORIGIN, source: host.lastPopup(), data: okMessage });
    await flush();
    expect(result.outcome).toBe('resolved');
    expect(host.listenerCount).toBe(0);
    expect(host.timerCount).toBe(0);
  });

  it('ignores messages from another origin, another window or without our source tag', async () => {
    const host = new FakeWindow();
    const result = track(createPopupSignIn(host).signIn('/auth/github', 'github'));
    const popup = host.lastPopup();
    host.post({ origin: 'https://evil.test', source: popup, data: okMessage });
    host.post({ origin: ORIGIN, source: { closed: false }, data: okMessage });
    host.post({ origin: ORIGIN, source: popup, data: { ok: true } });
    host.post({ origin: ORIGIN, source: popup, data: 'ok' });
    await flush();
    expect(result.outcome).toBe('pending');
    host.post({ origin: ORIGIN, source: popup, data: okMessage });
    await flush();
    expect(result.outcome).toBe('resolved');
  });

  it("rejects with the callback page's code, and none of its text", async () => {
    const host = new FakeWindow();
    const result = track(createPopupSignIn(host).signIn('/auth/facebook', 'facebook'));
    host.post({
      origin: ORIGIN,
      source: host.lastPopup(),
      data: { source: AUTH_MESSAGE_SOURCE, ok: false, code: 'configuration-not-found', message: 'nope' },
    });
    await flush();
    expect(result.error).toBeInstanceOf(AuthFailure);
    expect(result.error).toMatchObject({ code: 'configuration-not-found', provider: 'facebook' });
    expect(result.error).not.toHaveProperty('providerMessage');
    expect((result.error as Error).message).not.toContain('nope');
  });

  it('rejects with popup-blocked when the browser refuses to open it', async () => {
    const host = new FakeWindow();
    host.isBlocking = true;
    const result = track(createPopupSignIn(host).signIn('/auth/google', 'google'));
    await flush();
    expect(result.error).toMatchObject({ code: 'popup-blocked' });
    expect(host.listenerCount).toBe(0);
  });

  it('rejects with popup-closed-by-user once the popup stays closed for a poll tick', async () => {
    const host = new FakeWindow();
    const result = track(createPopupSignIn(host).signIn('/auth/google', 'google'));
    host.tick();
    host.lastPopup().closed = true;
    host.tick();
    await flush();
    // One tick of grace: the callback page's message may still be on its way.
    expect(result.outcome).toBe('pending');
    host.tick();
    await flush();
    expect(result.error).toMatchObject({ code: 'popup-closed-by-user' });
    expect(host.timerCount).toBe(0);
  });

  it('takes a success that arrives just after the popup closed', async () => {
    const host = new FakeWindow();
    const result = track(createPopupSignIn(host).signIn('/auth/google', 'google'));
    const popup = host.lastPopup();
    popup.closed = true;
    host.tick();
    host.post({ origin: ORIGIN, source: popup, data: okMessage });
    host.tick();
    await flush();
    expect(result.outcome).toBe('resolved');
  });

  it('cancels the older request when a newer one starts', async () => {
    const host = new FakeWindow();
    const signIn = createPopupSignIn(host);
    const older = track(signIn.signIn('/auth/google', 'google'));
    const olderPopup = host.lastPopup();
    const newer = track(signIn.signIn('/auth/github', 'github'));
    await flush();
    expect(older.error).toMatchObject({ code: 'cancelled-popup-request', provider: 'google' });
    expect(newer.outcome).toBe('pending');
    expect(host.listenerCount).toBe(1);
    // The older popup's window can no longer sign anybody in.
    host.post({ origin: ORIGIN, source: olderPopup, data: okMessage });
    await flush();
    expect(newer.outcome).toBe('pending');
    host.post({ origin: ORIGIN, source: host.lastPopup(), data: okMessage });
    await flush();
    expect(newer.outcome).toBe('resolved');
  });
});

describe('popup sign-in with the broadcast copy of the result', () => {
  it('takes a broadcast result for the waiting request and unsubscribes after', async () => {
    const host = new FakeWindow();
    const listeners = new Set<(data: unknown) => void>();
    const channel = {
      subscribe(listener: (data: unknown) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const signIn = createPopupSignIn(host, channel);
    const result = track(signIn.signIn('/auth/google', 'google'));
    expect(signIn.isPending()).toBe(true);
    for (const listener of [...listeners]) listener({ source: 'other', ok: true });
    await flush();
    expect(result.outcome).toBe('pending');
    for (const listener of [...listeners]) listener(okMessage);
    await flush();
    expect(result.outcome).toBe('resolved');
    expect(listeners.size).toBe(0);
    expect(signIn.isPending()).toBe(false);
  });
});

describe('readAuthResult', () => {
  it('reads failures with unknown or missing codes as authentication failures', () => {
    expect(readAuthResult({ source: AUTH_MESSAGE_SOURCE, ok: false })).toEqual({
      ok: false,
      code: 'authentication-failed',
      message: '',
    });
    expect(readAuthResult({ source: AUTH_MESSAGE_SOURCE, ok: 'yes' })).toBeNull();
    expect(readAuthResult(null)).toBeNull();
  });
});
