import { ERROR_MESSAGES, type ApiError } from '@bluffle/shared-schema';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import type { Logger } from '../logging/logger';

/** body-parser's failures carry a `type` and a 4xx `status`; they are the client's, not ours. */
interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message: string;
}

function statusAndMessage(error: unknown): { status: number; message: string } | null {
  if (error instanceof BadRequestError) return { status: 400, message: error.message };
  if (error instanceof UnauthorizedError) return { status: 401, message: error.message };
  if (error instanceof ForbiddenError) return { status: 403, message: error.message };
  if (error instanceof NotFoundError) return { status: 404, message: error.message };
  if (error instanceof ConflictError) return { status: 409, message: error.message };
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.too.large') return { status: 413, message: ERROR_MESSAGES.bodyTooLarge };
  if (parserError?.type === 'entity.parse.failed')
    return { status: 400, message: ERROR_MESSAGES.invalidJson };
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return { status: parserError.status, message: parserError.expose ? parserError.message : 'Bad request.' };
  }
  return null;
}

/**
 * The one error shape (DESIGN decision 9): `{ error }` with a status. Anything unexpected is logged with its
 * stack and answered 500 without it, so nothing internal leaks and nothing crashes the process.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const known = statusAndMessage(error);
    if (known === null) {
      logger.error({ err: error, method: request.method, url: request.originalUrl }, 'request failed');
    }
    const status = known?.status ?? 500;
    const body: ApiError = { error: known?.message ?? ERROR_MESSAGES.internal };
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json(body);
  };
}

/** Unknown routes under /api answer JSON, not the web app's page (DESIGN decision 9). */
export const apiNotFound: RequestHandler = (_request, response) => {
  const body: ApiError = { error: ERROR_MESSAGES.notFoundRoute };
  response.status(404).json(body);
};
