import { ERROR_CODES, ERROR_MESSAGES, type ApiError, type ErrorCode } from '@bluffle/shared-schema';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ConflictError, ServiceError } from '../errors';
import type { Logger } from '../logging/logger';

/** body-parser's failures carry a `type` and a 4xx `status`; they are the client's, not ours. */
interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message: string;
}

export interface Failure {
  status: number;
  body: ApiError;
}

const failure = (status: number, error: string, code: ErrorCode): Failure => ({
  status,
  body: { error, code },
});

function knownFailure(error: unknown): Failure | null {
  if (error instanceof ServiceError) return failure(error.status, error.message, error.code);
  // The domain's errors say what went wrong, not how HTTP answers it (the store throws them too): this does.
  if (error instanceof ConflictError) return failure(409, error.message, error.code);
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.too.large') {
    return failure(413, ERROR_MESSAGES.bodyTooLarge, ERROR_CODES.bodyTooLarge);
  }
  if (parserError?.type === 'entity.parse.failed') {
    return failure(400, ERROR_MESSAGES.invalidJson, ERROR_CODES.invalidJson);
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    const message = parserError.expose ? parserError.message : 'Bad request.';
    return failure(parserError.status, message, ERROR_CODES.badRequest);
  }
  return null;
}

/**
 * The one error shape (docs/design.md decision 9): `{ error, code }` with a status. Anything unexpected is
 * handed to `logUnexpected` (to log with its stack) and answered 500 without it, so nothing internal leaks.
 */
export function failureOf(error: unknown, logUnexpected: (error: unknown) => void): Failure {
  const known = knownFailure(error);
  if (known !== null) return known;
  logUnexpected(error);
  return failure(500, ERROR_MESSAGES.internal, ERROR_CODES.internal);
}

/** Answers every error in the one shape (failureOf), so nothing crashes the process. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const { status, body } = failureOf(error, (unexpected) =>
      logger.error({ err: unexpected, method: request.method, url: request.originalUrl }, 'request failed'),
    );
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json(body);
  };
}

/** Unknown routes under /api answer JSON, not the web app's page (docs/design.md decision 9). */
export const apiNotFound: RequestHandler = (_request, response) => {
  const body: ApiError = { error: ERROR_MESSAGES.notFoundRoute, code: ERROR_CODES.notFoundRoute };
  response.status(404).json(body);
};
