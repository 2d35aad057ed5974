/** A failed REST call: the server's `{ error }` message (DESIGN decision 9), or what went wrong on the way. */
export class ApiError extends Error {
  /** HTTP status, or 0 when the server could not be reached (network down, timeout, no JSON). */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}
