// The server's own errors (STYLE habit 4). Services throw these; http/error-handler.ts turns each into its
// status and the one error shape `{ error }`. ConflictError is the store's, so a lost optimistic-version
// race and a game-rule conflict (answering twice) reach the client the same way: 409.
export { ConflictError } from './store/errors';

/** The request itself is wrong (a value that fails its schema or is not one of the offered choices): 400. */
export class BadRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/** The call needs a signed-in user and the caller is a guest: 401 (DESIGN decision 5). */
export class UnauthorizedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

/** The caller may not act on this resource (no or wrong player token, another user, a missing role): 403. */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** The resource does not exist: 404. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}
