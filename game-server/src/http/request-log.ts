import type { RequestHandler } from 'express';
import type { Logger } from '../logging/logger';

/** One debug line per API request with its status and duration; off at the default info level. */
export function requestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    // Checked per request, so raising the level at run time turns it on; off, it costs nothing.
    if (!logger.isLevelEnabled('debug')) {
      next();
      return;
    }
    const startedAt = process.hrtime.bigint();
    response.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
      logger.debug(
        { method: request.method, url: request.originalUrl, status: response.statusCode, durationMs },
        'request',
      );
    });
    next();
  };
}
