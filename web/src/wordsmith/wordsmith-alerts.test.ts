import { ApiError } from '../api/api-error';
import { alertFor, sessionCreatedMessage, sessionFailedMessage, WORDSMITH_ALERTS } from './wordsmith-alerts';

describe('the spec §8 Wordsmith alerts', () => {
  it("say 'Failed to ...' when the server answered, 'Error occurred ...' when nothing came back", () => {
    const refused = new ApiError('Only wordsmiths may do this.', 403);
    const broken = new ApiError('Something went wrong on our side.', 500);
    const unreachable = new ApiError('Cannot reach the server.', 0);
    expect(alertFor(refused, WORDSMITH_ALERTS.autofill)).toBe('Failed to auto-fill word data');
    expect(alertFor(broken, WORDSMITH_ALERTS.summon)).toBe('Failed to summon word');
    expect(alertFor(unreachable, WORDSMITH_ALERTS.autofill)).toBe('Error occurred while auto-filling');
    expect(alertFor(unreachable, WORDSMITH_ALERTS.summon)).toBe('Error occurred while summoning word');
    expect(alertFor(unreachable, WORDSMITH_ALERTS.validate)).toBe('Error occurred during validation');
    expect(alertFor(refused, WORDSMITH_ALERTS.validate)).toBe('Failed to validate word');
    expect(alertFor(refused, WORDSMITH_ALERTS.submit)).toBe('Failed to submit word');
    expect(alertFor(new TypeError('bug'), WORDSMITH_ALERTS.submit)).toBe('Error occurred while submitting');
  });

  it("word session creation as the spec does, with the server's error when it gave one", () => {
    expect(sessionCreatedMessage('ABCD2345')).toBe('Session created successfully! Session code: ABCD2345');
    expect(sessionFailedMessage(new ApiError('Word xyz was not found.', 400))).toBe(
      'Failed to create session: Word xyz was not found.',
    );
    expect(sessionFailedMessage(new ApiError('Cannot reach the server.', 0))).toBe(
      'Failed to create session',
    );
  });
});
