import { guestIdSchema } from '@bluffle/shared-schema';
import type { KeyValueStorage } from './key-value-storage';

const GUEST_ID_KEY = 'bluffle.guestId';
const GUEST_ID_BYTES = 16;

/**
 * The id this browser plays under as a guest (header x-guest-id), made once and kept: the server counts an
 * identity's first play of a set of words and treats replays as practice (docs/design.md decision 11). It is not a
 * secret and signs nobody in.
 */
export function guestIdFrom(storage: KeyValueStorage, randomBytes: (count: number) => Uint8Array): string {
  const stored = storage.getItem(GUEST_ID_KEY);
  // The server's own check: a stored value it would refuse is replaced, never sent.
  if (stored !== null && guestIdSchema.safeParse(stored).success) return stored;
  const made = base64Url(randomBytes(GUEST_ID_BYTES));
  storage.setItem(GUEST_ID_KEY, made);
  return made;
}

/** The id this browser has played under as a guest, or null when it never has (none is made here). */
export function storedGuestId(storage: KeyValueStorage): string | null {
  const stored = storage.getItem(GUEST_ID_KEY);
  return stored !== null && guestIdSchema.safeParse(stored).success ? stored : null;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
