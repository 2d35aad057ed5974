import type { RequestHandler } from 'express';
import type { RateLimitStore } from '../../rate-limit/rate-limit-store';
import { limitedBy, TEN_MINUTES_MS } from './limited-by';

/**
 * One allowance per account for a set of tools (the admin's word tools; the wordsmith's):
 * generous for a person paging, generating, summoning and uploading, firm for a runaway script or a stolen
 * session filling the store or keeping the word generator busy. `whatIsLimited` names them in the 429 and
 * the allowance in the store.
 */
export function toolRateLimit(
  whatIsLimited: string,
  requestsPer10Minutes: number,
  store: RateLimitStore,
): RequestHandler {
  return limitedBy(
    store.allowance({ name: whatIsLimited, capacity: requestsPer10Minutes, windowMs: TEN_MINUTES_MS }),
    whatIsLimited,
  );
}
