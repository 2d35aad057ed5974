import { ERROR_CODES } from '@bluffle/shared-schema';
import type { ErrorRequestHandler } from 'express';
import { DRAINING_RETRY_AFTER_SECONDS } from '../multiplayer/lobby-drain';
import { ServiceError } from '../service-error';

/**
 * A stopping process's 503 says when to ask again (Retry-After), as a 429 does. Only the header:
 * errorHandler, next, writes the one error shape.
 */
export const drainingRetryAfter: ErrorRequestHandler = (error, _request, response, next) => {
  if (error instanceof ServiceError && error.code === ERROR_CODES.serverDraining && !response.headersSent) {
    response.setHeader('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS));
  }
  next(error);
};
