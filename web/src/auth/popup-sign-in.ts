import { AUTH_MESSAGE_SOURCE } from '@bluffle/shared-schema';
import { AuthFailure, POPUP_BLOCKED, POPUP_CANCELLED, POPUP_CLOSED } from './auth-failure';
import type { AuthResultChannel } from './result-channel';

// The sign-in popup (docs/product.md §4 Authentication, §9 'Sign-in library popup size 500x600'). The provider's pages
// run in the popup; our callback page posts the result to its opener and closes (docs/design.md decision 5).
export const AUTH_POPUP_NAME = 'bluffle-auth';
export const AUTH_POPUP_WIDTH = 500;
export const AUTH_POPUP_HEIGHT = 600;
/** How often a closed popup is looked for: a closed window fires no event the opener can hear. */
export const POPUP_POLL_MS = 300;

export interface AuthPopupWindow {
  readonly closed: boolean;
}

export interface PopupMessageEvent {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

type MessageListener = (event: PopupMessageEvent) => void;

/** The part of `window` the popup needs; tests inject a fake one. */
export interface PopupHostWindow {
  readonly location: { readonly origin: string };
  readonly screenX: number;
  readonly screenY: number;
  readonly outerWidth: number;
  readonly outerHeight: number;
  open(url: string, target: string, features: string): AuthPopupWindow | null;
  addEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'message', listener: MessageListener): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

/** A 500x600 window centred over the page's browser window. */
export function popupFeatures(host: PopupHostWindow): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - AUTH_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - AUTH_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${AUTH_POPUP_WIDTH},height=${AUTH_POPUP_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** The callback page's result as read here: the code stays open text, the server may add codes later. */
export type PopupResult = { ok: true } | { ok: false; code: string; message: string };

/** Our callback page's message (shared-schema AuthResultMessage), or null for anything else posted here. */
export function readAuthResult(data: unknown): PopupResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== AUTH_MESSAGE_SOURCE || typeof message.ok !== 'boolean') return null;
  if (message.ok) return { ok: true };
  return {
    ok: false,
    code: typeof message.code === 'string' ? message.code : 'authentication-failed',
    message: typeof message.message === 'string' ? message.message : '',
  };
}

export interface PopupSignIn {
  /**
   * Opens `url` in the sign-in popup. Resolves when the callback page reports success; rejects with an
   * AuthFailure: popup-blocked, popup-closed-by-user, cancelled-popup-request (a newer call replaced this
   * one) or the code the callback page posted.
   */
  signIn(url: string, provider: string): Promise<void>;
  /** Whether a popup request is waiting for its result. */
  isPending(): boolean;
}

export function createPopupSignIn(host: PopupHostWindow, channel?: AuthResultChannel): PopupSignIn {
  let cancelCurrent: (() => void) | null = null;

  function signIn(url: string, provider: string): Promise<void> {
    // One popup at a time, like the identity library: the older request ends quietly.
    cancelCurrent?.();
    return new Promise<void>((resolve, reject) => {
      let popup: AuthPopupWindow | null;
      try {
        popup = host.open(url, AUTH_POPUP_NAME, popupFeatures(host));
      } catch {
        popup = null;
      }
      if (!popup) {
        reject(new AuthFailure(POPUP_BLOCKED, { provider }));
        return;
      }
      const opened = popup;
      let hasSeenClosed = false;

      const finish = (failure: AuthFailure | null) => {
        host.removeEventListener('message', onMessage);
        unsubscribe();
        host.clearInterval(poll);
        if (cancelCurrent === cancel) cancelCurrent = null;
        if (failure) reject(failure);
        else resolve();
      };
      const cancel = () => finish(new AuthFailure(POPUP_CANCELLED, { provider }));

      const settle = (data: unknown) => {
        const result = readAuthResult(data);
        if (!result) return;
        finish(result.ok ? null : new AuthFailure(result.code, { provider }));
      };
      // Only our own origin and only the popup we opened may report a result: any other page could post
      // `{ ok: true }` to this window.
      function onMessage(event: PopupMessageEvent): void {
        if (event.origin !== host.location.origin || event.source !== opened) return;
        settle(event.data);
      }
      // The broadcast copy is same-origin by construction (see result-channel.ts).
      const unsubscribe = channel?.subscribe(settle) ?? (() => undefined);

      const poll = host.setInterval(() => {
        if (!opened.closed) return;
        // The callback page posts and then closes itself; its message may still be queued behind this
        // tick, so a popup counts as closed by the user only when it is still closed one tick later.
        if (!hasSeenClosed) {
          hasSeenClosed = true;
          return;
        }
        finish(new AuthFailure(POPUP_CLOSED, { provider }));
      }, POPUP_POLL_MS);
      host.addEventListener('message', onMessage);
      cancelCurrent = cancel;
    });
  }

  return { signIn, isPending: () => cancelCurrent !== null };
}
