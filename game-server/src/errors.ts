// The server's own errors (STYLE habit 4). Services throw these; http/error-handler.ts turns each into its
// status and the one error shape `{ error, code }`. Each class has a default code (shared-schema
// ERROR_CODES); a throw site the client must tell apart passes its own: `new ConflictError(message,
// ERROR_CODES.roundOver)`. ConflictError is the domain's (domain/errors.ts), thrown by the store and by
// services alike and carrying no status, so a lost optimistic-version race and a game-rule conflict
// (answering twice) reach the client the same way: the error handler answers it 409.
import { ERROR_CODES, type ErrorCode } from '@bluffle/shared-schema';

import { ServiceError } from './service-error';

export { ConflictError } from './domain/errors';
export { ServiceError };

/** The request itself is wrong (a value that fails its schema or is not one of the offered choices): 400. */
export class BadRequestError extends ServiceError {
  readonly status = 400;

  constructor(message: string, code: ErrorCode = ERROR_CODES.badRequest) {
    super(message, code);
  }
}

/** The call needs a signed-in user and the caller is a guest: 401 (docs/design.md decision 5). */
export class UnauthorizedError extends ServiceError {
  readonly status = 401;

  constructor(message: string, code: ErrorCode = ERROR_CODES.unauthorized) {
    super(message, code);
  }
}

/** The caller may not act on this resource (no or wrong player token, another user, a missing role): 403. */
export class ForbiddenError extends ServiceError {
  readonly status = 403;

  constructor(message: string, code: ErrorCode = ERROR_CODES.forbidden) {
    super(message, code);
  }
}

/** The resource does not exist: 404. */
export class NotFoundError extends ServiceError {
  readonly status = 404;

  constructor(message: string, code: ErrorCode = ERROR_CODES.notFound) {
    super(message, code);
  }
}

/** The body is larger than the route takes: 413. */
export class PayloadTooLargeError extends ServiceError {
  readonly status = 413;

  constructor(message: string, code: ErrorCode = ERROR_CODES.bodyTooLarge) {
    super(message, code);
  }
}

/** A part of the server the request needs is failing (the word generator): 503, worth trying again. */
export class UnavailableError extends ServiceError {
  readonly status = 503;

  constructor(message: string, code: ErrorCode) {
    super(message, code);
  }
}

/** A service the server depends on answered with a failure or not at all (the payment provider): 502. */
export class BadGatewayError extends ServiceError {
  readonly status = 502;

  constructor(message: string, code: ErrorCode) {
    super(message, code);
  }
}
