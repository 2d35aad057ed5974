import { ERROR_CODES, type ErrorCode } from '@bluffle/shared-schema';

// What went wrong, in the game's words (STYLE habit 4): the store translates a driver's failure into one of
// these at its edge, and services throw them for the game's own rules. They carry no HTTP status: the HTTP
// layer decides that (http/error-handler.ts answers a conflict 409).

/** Two writes want the same thing: a duplicate key, a lost optimistic-version race, or a game rule (answering twice). */
export class ConflictError extends Error {
  /** A stable code the client can tell apart (shared-schema ERROR_CODES); 'conflict' unless the thrower knows better. */
  readonly code: ErrorCode;

  constructor(message: string, code: ErrorCode = ERROR_CODES.conflict) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}
