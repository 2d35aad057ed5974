import { ERROR_CODES, type ApiError } from '@bluffle/shared-schema';
import type { Request, RequestHandler, Response } from 'express';
import type { RateDecision, RateLimiter } from '../../rate-limit/allowance-limiter';

/**
 * The client a limit counts against: the signed-in account (wherever it plays from), else the address
 * (the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY says to believe it). A guest's own ids
 * are not used: a script would simply make new ones.
 */
export function clientKeyOf(request: Request): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip ?? 'unknown'}`;
}

/** The window of every per-client allowance (RATE_LIMIT_*_PER_10_MIN). */
export const TEN_MINUTES_MS = 10 * 60 * 1000;

/** The 429 of a refused request: the wait in Retry-After and the body. */
export function refuseTooMany(response: Response, retryAfterSeconds: number, body: ApiError): void {
  response.setHeader('Retry-After', String(retryAfterSeconds));
  response.status(429).json(body);
}

/** Runs `next` when the limiter allows the request; a store failure goes to the error handler. */
export function limitedWith(
  limiter: RateLimiter,
  refuse: (response: Response, decision: Extract<RateDecision, { isAllowed: false }>) => void,
  keyOf: (request: Request) => string = clientKeyOf,
): RequestHandler {
  return (request, response, next) => {
    limiter.take(keyOf(request)).then((decision) => {
      if (decision.isAllowed) next();
      else refuse(response, decision);
    }, next);
  };
}

/** Answers 429 with the wait, once the client has used its allowance of `whatIsLimited`. */
export function limitedBy(limiter: RateLimiter, whatIsLimited: string): RequestHandler {
  return limitedWith(limiter, (response, { retryAfterSeconds }) =>
    refuseTooMany(response, retryAfterSeconds, {
      error: `Too many ${whatIsLimited} from you in a short time. Please wait ${retryAfterSeconds} seconds and try again.`,
      code: ERROR_CODES.rateLimited,
    }),
  );
}
