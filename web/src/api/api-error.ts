import type { ErrorCode } from '@bluffle/shared-schema';

/**
 * A failed REST call: the server's `{ error, code }` (docs/design.md decision 9), or what went wrong on the way.
 * Code decides what the app does (shared-schema ERROR_CODES); the message is only ever shown.
 */
export class ApiError extends Error {
  /** HTTP status, or 0 when the server could not be reached (network down, timeout, no JSON). */
  readonly status: number;
  /** The server's error code; null when no answer of our server came back, or its code is unknown here. */
  readonly code: ErrorCode | null;
  /** The whole error body, for a refusal that carries more than the message (a submit's feedback list). */
  readonly body: unknown;

  constructor(message: string, status: number, code: ErrorCode | null = null, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}
