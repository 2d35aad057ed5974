import { ERROR_CODES, type ErrorCode } from '@bluffle/shared-schema';

// Driver errors are translated into these at the edge (STYLE: errors are ours).
/** 409: a duplicate key, a lost optimistic-version race, or a game rule (answering twice). */
export class ConflictError extends Error {
  readonly code: ErrorCode;

  constructor(message: string, code: ErrorCode = ERROR_CODES.conflict) {
    super(message);
    this.name = 'ConflictError';
    this.code = code;
  }
}
