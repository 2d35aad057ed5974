import type { RequestHandler } from 'express';
import type { Clock } from '../../clock';
import { limitedBy, TEN_MINUTES_MS } from './limited-by';
import { tokenBucketLimiter } from '../../rate-limit/token-bucket';

/**
 * One allowance per account for a set of tools (the admin's word tools, issue 7; the wordsmith's, issue 8):
 * generous for a person paging, generating, summoning and uploading, firm for a runaway script or a stolen
 * session filling the store or keeping the word generator busy. `whatIsLimited` names them in the 429.
 */
export function toolRateLimit(
  whatIsLimited: string,
  requestsPer10Minutes: number,
  clock: Clock,
): RequestHandler {
  return limitedBy(
    tokenBucketLimiter({ capacity: requestsPer10Minutes, windowMs: TEN_MINUTES_MS, clock }),
    whatIsLimited,
  );
}
