import { AUTH_MESSAGES, ERROR_CODES, type ApiError } from '@bluffle/shared-schema';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

/**
 * Sign-in routes are rate-limited per client IP (issue: "auth routes are rate-limited"), so nobody can
 * hammer the providers through us or churn sessions. The IP is the socket's unless TRUST_PROXY is set.
 */
export function authRateLimit(requestsPerMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: requestsPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_request, response) => {
      const body: ApiError = { error: AUTH_MESSAGES.tooManyAttempts, code: ERROR_CODES.rateLimited };
      response.status(429).json(body);
    },
  });
}
