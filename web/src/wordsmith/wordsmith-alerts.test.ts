import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { alertFor, sessionFailedMessage } from './wordsmith-alerts';

const { wordsmith } = CATALOGUES.english;

describe('the docs/product.md §8 Wordsmith alerts', () => {
  it("say 'Failed to ...' when the server answered, 'Error occurred ...' when nothing came back", () => {
    const refused = new ApiError('Only wordsmiths may do this.', 403);
    const broken = new ApiError('Something went wrong on our side.', 500);
    const unreachable = new ApiError('Cannot reach the server.', 0);
    const { alerts } = wordsmith;
    expect(alertFor(refused, alerts.autofill)).toBe('Failed to auto-fill word data');
    expect(alertFor(broken, alerts.summon)).toBe('Failed to summon word');
    expect(alertFor(unreachable, alerts.autofill)).toBe('Error occurred while auto-filling');
    expect(alertFor(unreachable, alerts.summon)).toBe('Error occurred while summoning word');
    expect(alertFor(unreachable, alerts.validate)).toBe('Error occurred during validation');
    expect(alertFor(refused, alerts.validate)).toBe('Failed to validate word');
    expect(alertFor(refused, alerts.submit)).toBe('Failed to submit word');
    expect(alertFor(new TypeError('bug'), alerts.submit)).toBe('Error occurred while submitting');
  });

  it("word session creation as the spec does, with the server's error when it gave one", () => {
    expect(wordsmith.sessionCreated({ sessionCode: 'ABCD2345' })).toBe(
      'Session created successfully! Session code: ABCD2345',
    );
    expect(sessionFailedMessage(new ApiError('Word xyz was not found.', 400), wordsmith)).toBe(
      'Failed to create session: Word xyz was not found.',
    );
    expect(sessionFailedMessage(new ApiError('Cannot reach the server.', 0), wordsmith)).toBe(
      'Failed to create session',
    );
    expect(sessionFailedMessage(new ApiError('Stack trace at line 3', 500), wordsmith)).toBe(
      'Failed to create session',
    );
  });

  it("tells a Filipino author in Filipino, without the server's English reason", () => {
    const filipino = CATALOGUES.filipino.wordsmith;
    expect(alertFor(new ApiError('Cannot reach the server.', 0), filipino.alerts.submit)).toBe(
      'Nagka-error habang isinusumite',
    );
    const refusal = sessionFailedMessage(new ApiError('Word xyz was not found.', 400), filipino);
    expect(refusal).toMatch(/^Hindi nagawa ang session/);
    expect(refusal).not.toContain('Word xyz');
  });
});
