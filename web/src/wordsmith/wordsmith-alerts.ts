import { ApiError } from '../api/api-error';
import type { Messages } from '../i18n/messages';

// spec §8 Wordsmith alerts (the catalogue's wordsmith area holds their words). Each call has a pair: the
// server answered with a refusal or a failure ('Failed to ...'), or no answer came at all ('Error occurred ...').

export interface AlertPair {
  failed: string;
  unreachable: string;
}

/** Which of the pair fits the failure: status 0 means no answer of our server came back. */
export function alertFor(error: unknown, pair: AlertPair): string {
  return error instanceof ApiError && error.status !== 0 ? pair.failed : pair.unreachable;
}

/** spec §8: 'Failed to create session: ' plus the server's error, or just 'Failed to create session'. */
export function sessionFailedMessage(error: unknown, messages: Messages['wordsmith']): string {
  return error instanceof ApiError && error.status !== 0 && error.message.trim() !== ''
    ? messages.createRefused({ serverText: error.message })
    : messages.createFailed;
}
