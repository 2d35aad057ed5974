import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../logging/logger';

/** One debug line per API request with its status and duration; off at the default info level. */
export function requestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    logRequestOnFinish(logger, request, response, request.originalUrl);
    next();
  };
}

/**
 * The request's debug line once its answer is sent, for Express's routes and the polls answered ahead of it
 * (poll-lane.ts). Checked per request, so raising the level at run time turns it on; off, it costs nothing.
 */
export function logRequestOnFinish(
  logger: Logger,
  request: IncomingMessage,
  response: ServerResponse,
  url = request.url,
): void {
  if (!logger.isLevelEnabled('debug')) return;
  const startedAt = process.hrtime.bigint();
  response.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
    logger.debug({ method: request.method, url, status: response.statusCode, durationMs }, 'request');
  });
}
