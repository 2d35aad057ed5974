import { AUTH_MESSAGES, ERROR_CODES } from '@bluffle/shared-schema';
import type { RequestHandler } from 'express';
import type { RateLimitStore } from '../rate-limit/rate-limit-store';
import { limitedWith, refuseTooMany } from './rate-limit/limited-by';

/**
 * Sign-in routes are rate-limited per client IP (issue: "auth routes are rate-limited"), so nobody can
 * hammer the providers through us or churn sessions. The IP is the socket's unless TRUST_PROXY is set.
 */
export function authRateLimit(requestsPerMinute: number, store: RateLimitStore): RequestHandler {
  return limitedWith(
    store.allowance({ name: 'auth', capacity: requestsPerMinute, windowMs: 60_000 }),
    (response, { retryAfterSeconds }) =>
      refuseTooMany(response, retryAfterSeconds, {
        error: AUTH_MESSAGES.tooManyAttempts,
        code: ERROR_CODES.rateLimited,
      }),
    (request) => `ip:${request.ip ?? 'unknown'}`,
  );
}
