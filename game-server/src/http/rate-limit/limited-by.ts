import { ERROR_CODES, type ApiError } from '@bluffle/shared-schema';
import type { Request, RequestHandler } from 'express';
import type { RateLimiter } from '../../rate-limit/token-bucket';

/**
 * The client a limit counts against: the signed-in account (wherever it plays from), else the address
 * (the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY says to believe it). A guest's own ids
 * are not used: a script would simply make new ones.
 */
function clientKeyOf(request: Request): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip ?? 'unknown'}`;
}

/** The window of every per-client allowance (RATE_LIMIT_*_PER_10_MIN). */
export const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Answers 429 with the wait, once the client has used its allowance of `whatIsLimited`. */
export function limitedBy(limiter: RateLimiter, whatIsLimited: string): RequestHandler {
  return (request, response, next) => {
    const decision = limiter.take(clientKeyOf(request));
    if (decision.isAllowed) {
      next();
      return;
    }
    response.setHeader('Retry-After', String(decision.retryAfterSeconds));
    response.status(429).json({
      error: `Too many ${whatIsLimited} from you in a short time. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
      code: ERROR_CODES.rateLimited,
    } satisfies ApiError);
  };
}
