import { ERROR_CODES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { challengeFailureOf } from './challenge-failure';

describe('challengeFailureOf', () => {
  it('calls a server that did not answer unreachable', () => {
    expect(challengeFailureOf(new ApiError('Cannot reach the server.', 0))).toBe('unreachable');
    expect(challengeFailureOf(new TypeError('fetch failed'))).toBe('unreachable');
  });

  it('calls an unknown or malformed code not found', () => {
    expect(challengeFailureOf(new ApiError('Session not found', 404, ERROR_CODES.sessionNotFound))).toBe(
      'not-found',
    );
    expect(challengeFailureOf(new ApiError('Invalid session code', 400))).toBe('not-found');
  });

  it('calls any other answer of the server a refusal', () => {
    expect(challengeFailureOf(new ApiError('Not finished', 409, ERROR_CODES.sessionNotFinished))).toBe(
      'refused',
    );
    expect(challengeFailureOf(new ApiError('Internal error', 500))).toBe('refused');
  });
});
