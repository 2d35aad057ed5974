import { GUEST_ID_HEADER, guestIdSchema } from '@bluffle/shared-schema';
import type { Request } from 'express';
import type { PlayerIdentity } from '../services/play-identity';
import { parse } from './parse';

/**
 * Who starts or accepts a game: the signed-in user (docs/design.md decision 5), else the guest id the browser
 * keeps (header x-guest-id), else an anonymous guest. A malformed guest id is a 400, not silently dropped.
 */
export function playerIdentityOf(request: Request): PlayerIdentity {
  const userId = request.user?.id ?? null;
  if (userId !== null) {
    return { userId, guestId: null };
  }
  const header = request.headers[GUEST_ID_HEADER];
  const guestId = header === undefined ? null : parse(guestIdSchema, header, 'header');
  return { userId: null, guestId };
}
