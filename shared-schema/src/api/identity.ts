import { z } from 'zod';

/**
 * A guest has no account, so the browser keeps a random guest id and sends it when it starts or accepts a
 * game: that is the guest's identity for fair play (docs/design.md decision 11: an identity's first play of a set
 * of words is the one that counts). It proves nothing and is never shown; a signed-in user's identity is
 * the account instead.
 */
export const GUEST_ID_HEADER = 'x-guest-id';

export const guestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, {
  error: `The ${GUEST_ID_HEADER} header must be 16 to 64 letters, digits, '-' or '_'.`,
});
