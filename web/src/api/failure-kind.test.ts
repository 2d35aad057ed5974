import { ERROR_CODES } from '@bluffle/shared-schema';
import { ApiError } from './api-error';
import { callFailureOf, refusalStatusOf, type Refused } from './failure-kind';

describe('callFailureOf', () => {
  it('reads a 4xx answer of ours as a refusal, with its code, words and status', () => {
    const full = new ApiError(' This lobby is full. ', 409, ERROR_CODES.lobbyFull);
    expect(callFailureOf(full)).toEqual({
      kind: 'refused',
      code: ERROR_CODES.lobbyFull,
      message: 'This lobby is full.',
      status: 409,
    });
    // A code this build does not know arrives as null: still a refusal, in the server's words.
    expect(callFailureOf(new ApiError('Invalid session code', 400))).toEqual({
      kind: 'refused',
      code: null,
      message: 'Invalid session code',
      status: 400,
    });
    expect(callFailureOf(new ApiError('Wait 5 s.', 429, ERROR_CODES.rateLimited)).kind).toBe('refused');
  });

  it('reads a 5xx as our fault, keeping a code that still says something', () => {
    expect(callFailureOf(new ApiError('Oops', 500, ERROR_CODES.internal))).toEqual({
      kind: 'our-fault',
      code: ERROR_CODES.internal,
    });
    const notConfigured = new ApiError('No payments.', 503, ERROR_CODES.paymentsNotConfigured);
    expect(callFailureOf(notConfigured)).toEqual({
      kind: 'our-fault',
      code: ERROR_CODES.paymentsNotConfigured,
    });
    expect(callFailureOf(new ApiError('Bad gateway', 502))).toEqual({ kind: 'our-fault', code: null });
  });

  it('reads status 0 (no answer, a timeout, a body not ours) and a network TypeError as unreachable', () => {
    expect(callFailureOf(new ApiError('Cannot reach the server.', 0))).toEqual({ kind: 'unreachable' });
    expect(callFailureOf(new ApiError('The server is unavailable (502).', 0)).kind).toBe('unreachable');
    expect(callFailureOf(new TypeError('fetch failed'))).toEqual({ kind: 'unreachable' });
  });

  it('reads anything else thrown as a fault of ours', () => {
    expect(callFailureOf(new Error('boom'))).toEqual({ kind: 'our-fault', code: null });
    expect(callFailureOf('a string')).toEqual({ kind: 'our-fault', code: null });
  });
});

describe('refusalStatusOf', () => {
  const refusedWith = (status: number): Refused => ({ kind: 'refused', code: null, message: '', status });

  it('names a bare 404 and 400 for the areas that read a refusal without a known code', () => {
    expect(refusalStatusOf(refusedWith(404))).toBe('not-found');
    expect(refusalStatusOf(refusedWith(400))).toBe('bad-request');
    expect(refusalStatusOf(refusedWith(409))).toBe('other');
    expect(refusalStatusOf(refusedWith(429))).toBe('other');
  });
});
