import { ERROR_CODES } from '@bluffle/shared-schema';
import type { ErrorRequestHandler } from 'express';
import { DRAINING_RETRY_AFTER_SECONDS } from '../multiplayer/lobby-drain';
import { LOBBY_BUSY_RETRY_AFTER_SECONDS } from '../multiplayer/remote-room-call';
import { ServiceError } from '../service-error';

/** When a 503 tells the caller to ask again, by its code. */
const RETRY_AFTER_SECONDS: Readonly<Record<string, number>> = {
  [ERROR_CODES.serverDraining]: DRAINING_RETRY_AFTER_SECONDS,
  [ERROR_CODES.lobbyBusy]: LOBBY_BUSY_RETRY_AFTER_SECONDS,
};

/**
 * A 503 says when to ask again (Retry-After), as a 429 does: a stopping process, or a lobby whose process
 * answered late. Only the header: errorHandler, next, writes the one error shape.
 */
export const unavailableRetryAfter: ErrorRequestHandler = (error, _request, response, next) => {
  const seconds = error instanceof ServiceError ? RETRY_AFTER_SECONDS[error.code] : undefined;
  if (seconds !== undefined && !response.headersSent) response.setHeader('Retry-After', String(seconds));
  next(error);
};
