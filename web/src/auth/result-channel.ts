import { AUTH_MESSAGE_SOURCE } from '@bluffle/shared-schema';

/**
 * The callback page also broadcasts its result on a same-origin BroadcastChannel, for browsers where the
 * provider's pages cut the popup from its opener (no `window.opener`, and `popup.closed` turns true early).
 * Only pages of our own origin can post on it; the message names nobody, the user is read from the server.
 */
export interface AuthResultChannel {
  subscribe(listener: (data: unknown) => void): () => void;
}

export function browserResultChannel(): AuthResultChannel {
  return {
    subscribe(listener) {
      if (typeof BroadcastChannel === 'undefined') return () => undefined;
      const channel = new BroadcastChannel(AUTH_MESSAGE_SOURCE);
      channel.onmessage = (event: MessageEvent) => listener(event.data);
      return () => channel.close();
    },
  };
}
