import { ApiError } from '../api/api-error';

// spec §8 Wordsmith alerts, word for word. Each call has a pair: the server answered with a refusal or a
// failure ('Failed to ...'), or no answer came at all ('Error occurred ...').

export interface AlertPair {
  failed: string;
  unreachable: string;
}

export const WORDSMITH_ALERTS = {
  autofill: { failed: 'Failed to auto-fill word data', unreachable: 'Error occurred while auto-filling' },
  summon: { failed: 'Failed to summon word', unreachable: 'Error occurred while summoning word' },
  validate: { failed: 'Failed to validate word', unreachable: 'Error occurred during validation' },
  submit: { failed: 'Failed to submit word', unreachable: 'Error occurred while submitting' },
} as const satisfies Record<string, AlertPair>;

export const WORDSMITH_PAGE_MESSAGES = {
  validateFirst: 'Please validate the word first',
  submitted: 'Word submitted successfully!',
  createFailed: 'Failed to create session',
} as const;

/** Which of the pair fits the failure: status 0 means no answer of our server came back. */
export function alertFor(error: unknown, pair: AlertPair): string {
  return error instanceof ApiError && error.status !== 0 ? pair.failed : pair.unreachable;
}

/** spec §8: 'Session created successfully! Session code: ...'. */
export function sessionCreatedMessage(sessionCode: string): string {
  return `Session created successfully! Session code: ${sessionCode}`;
}

/** spec §8: 'Failed to create session: ' plus the server's error, or just 'Failed to create session'. */
export function sessionFailedMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.message.trim() !== ''
    ? `${WORDSMITH_PAGE_MESSAGES.createFailed}: ${error.message}`
    : WORDSMITH_PAGE_MESSAGES.createFailed;
}
