import type { RequestHandler } from 'express';
import type { Logger } from '../logging/logger';

/**
 * One info line per admin call with who made it and how it ended (: admin requests are logged with
 * who made them), refused ones included: a non-admin trying the admin routes is worth seeing too. The
 * declared router puts it in front of the access check of every admin-only route.
 */
export function adminRequestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const startedAt = process.hrtime.bigint();
    response.on('finish', () => {
      logger.info(
        {
          userId: request.user?.id ?? null,
          method: request.method,
          route: request.baseUrl + request.path,
          status: response.statusCode,
          durationMs: Math.round(Number(process.hrtime.bigint() - startedAt) / 1e6),
        },
        'admin request',
      );
    });
    next();
  };
}
