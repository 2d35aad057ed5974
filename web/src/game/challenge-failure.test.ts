import { ERROR_CODES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { challengeFailureOf, challengeRefusalText } from './challenge-failure';

const { english, filipino } = CATALOGUES;

describe('challengeFailureOf', () => {
  it('calls a server that did not answer unreachable', () => {
    expect(challengeFailureOf(new ApiError('Cannot reach the server.', 0))).toBe('unreachable');
    expect(challengeFailureOf(new TypeError('fetch failed'))).toBe('unreachable');
  });

  it('calls an unknown or malformed code not found', () => {
    expect(challengeFailureOf(new ApiError('Session not found', 404, ERROR_CODES.sessionNotFound))).toBe(
      'not-found',
    );
    expect(challengeFailureOf(new ApiError('code: too short', 400, ERROR_CODES.validationFailed))).toBe(
      'not-found',
    );
    expect(challengeFailureOf(new ApiError('Invalid session code', 400))).toBe('not-found');
  });

  it('calls any other refusal, and any fault of ours, refused: a 5xx is never a dead link', () => {
    expect(challengeFailureOf(new ApiError('Not finished', 409, ERROR_CODES.sessionNotFinished))).toBe(
      'refused',
    );
    expect(challengeFailureOf(new ApiError('Internal error', 500))).toBe('refused');
    expect(challengeFailureOf(new ApiError('Not found upstream', 503, ERROR_CODES.notFound))).toBe('refused');
  });
});

describe('challengeRefusalText', () => {
  it("says a game still in play in the landing's words, other refusals in the table's or the server's", () => {
    const notFinished = new ApiError('Not finished', 409, ERROR_CODES.sessionNotFinished);
    expect(challengeRefusalText(notFinished, english)).toBe(
      english.challenge.landing.refusals['session-not-finished'],
    );
    expect(challengeRefusalText(notFinished, filipino)).toMatch(/^Hindi pa tapos ang larong ito/);
    const limited = new ApiError(
      'Too many requests from you. Please wait 7 seconds.',
      429,
      ERROR_CODES.rateLimited,
    );
    expect(challengeRefusalText(limited, english)).toBe(limited.message);
    expect(challengeRefusalText(limited, filipino)).toBe(filipino.serverErrors.codes['rate-limited']);
  });

  it('says a fault of ours as such, and nothing for an unreachable server (the landing says it)', () => {
    expect(challengeRefusalText(new ApiError('Stack trace', 500, ERROR_CODES.internal), english)).toBe(
      english.serverErrors.ourFault,
    );
    expect(challengeRefusalText(new ApiError('Cannot reach the server.', 0), english)).toBeNull();
  });
});
