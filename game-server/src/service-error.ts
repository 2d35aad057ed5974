import type { ErrorCode } from '@bluffle/shared-schema';

/**
 * What every error of ours carries to the client (STYLE habit 4): the HTTP status it answers with and a
 * stable code beside the message, so http/error-handler.ts needs one check for all of them.
 */
export abstract class ServiceError extends Error {
  abstract readonly status: number;
  readonly code: ErrorCode;

  constructor(message: string, code: ErrorCode) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}
