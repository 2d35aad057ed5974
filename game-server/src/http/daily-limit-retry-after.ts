import type { ErrorRequestHandler } from 'express';
import { DailyLimitReachedError } from '../services/daily-games/daily-limit-reached';

/**
 * The daily limit's 429 says when to try again, like the rate limits' (Retry-After, in seconds until the
 * next UTC midnight). Only the header: errorHandler, next, writes the one error shape.
 */
export const dailyLimitRetryAfter: ErrorRequestHandler = (error, _request, response, next) => {
  if (error instanceof DailyLimitReachedError && !response.headersSent) {
    response.setHeader('Retry-After', String(error.retryAfterSeconds));
  }
  next(error);
};
