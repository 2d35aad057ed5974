import type { RequestHandler } from 'express';
import type { Clock } from '../../clock';
import { limitedBy, TEN_MINUTES_MS } from './limited-by';
import { tokenBucketLimiter } from './token-bucket';

/**
 * One allowance per admin for the word tools (issue 7: admin requests are rate-limited): generous for a
 * person paging, generating and uploading, firm for a runaway script or a stolen session filling the store.
 */
export function adminRateLimit(requestsPer10Minutes: number, clock: Clock): RequestHandler {
  return limitedBy(
    tokenBucketLimiter({ capacity: requestsPer10Minutes, windowMs: TEN_MINUTES_MS, clock }),
    'admin requests',
  );
}
