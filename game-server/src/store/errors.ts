import { ERROR_CODES, type ErrorCode } from '@bluffle/shared-schema';
import { ServiceError } from '../service-error';

// Driver errors are translated into these at the edge (STYLE: errors are ours).
/** 409: a duplicate key, a lost optimistic-version race, or a game rule (answering twice). */
export class ConflictError extends ServiceError {
  readonly status = 409;

  constructor(message: string, code: ErrorCode = ERROR_CODES.conflict) {
    super(message, code);
  }
}
