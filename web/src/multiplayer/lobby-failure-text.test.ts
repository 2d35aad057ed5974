import { ERROR_CODES } from '@bluffle/shared-schema';
import { actionFailureText, LOBBY_FAILURE_TEXTS, openFailureText } from './lobby-failure-text';

describe('openFailureText (spec §8 Multiplayer)', () => {
  it("shows the server's refusal when it gave one", () => {
    const failure = { isUnreachable: false, message: 'This lobby is full.' };
    expect(openFailureText('join', failure)).toBe('This lobby is full.');
    expect(
      openFailureText('create', { isUnreachable: false, message: 'You must be logged in to create a lobby' }),
    ).toBe('You must be logged in to create a lobby');
  });

  it("falls back to the spec's create and join texts", () => {
    const failure = { isUnreachable: true, message: null };
    expect(openFailureText('create', failure)).toBe('Failed to create lobby. Please try again.');
    expect(openFailureText('join', failure)).toBe(
      'Failed to join lobby. Please check the code and try again.',
    );
  });
});

describe('actionFailureText', () => {
  it("shows the server's start refusal, else 'Failed to start game'", () => {
    expect(
      actionFailureText({ type: 'start', message: 'All players must be ready before starting', code: null }),
    ).toBe('All players must be ready before starting');
    expect(actionFailureText({ type: 'start', message: null, code: null })).toBe('Failed to start game');
  });

  it("always says 'Failed to submit answer' for an answer", () => {
    expect(
      actionFailureText({ type: 'answer', message: 'Time is up for round 2.', code: ERROR_CODES.roundOver }),
    ).toBe(LOBBY_FAILURE_TEXTS.answer);
  });

  it('shows other refusals as given, or a generic retry', () => {
    expect(
      actionFailureText({ type: 'kick', message: 'Only the host can remove players.', code: null }),
    ).toBe('Only the host can remove players.');
    expect(actionFailureText({ type: null, message: null, code: null })).toBe(LOBBY_FAILURE_TEXTS.other);
  });
});
