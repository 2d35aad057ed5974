import { callFailureOf } from '../api/failure-kind';
import type { Messages } from '../i18n/messages';

// docs/product.md §8 Wordsmith alerts (the catalogue's wordsmith area holds their words). Each call has a pair: the
// server answered with a refusal or a failure ('Failed to ...'), or no answer came at all ('Error occurred ...').

export interface AlertPair {
  failed: string;
  unreachable: string;
}

/** Which of the pair fits the failure, read as every failed call is (api/failure-kind.ts). */
export function alertFor(error: unknown, pair: AlertPair): string {
  return callFailureOf(error).kind === 'unreachable' ? pair.unreachable : pair.failed;
}

/**
 * docs/product.md §8: 'Failed to create session: ' plus the server's reason for a refusal, or just 'Failed to create
 * session' (a fault of ours is not explained).
 */
export function sessionFailedMessage(error: unknown, messages: Messages['wordsmith']): string {
  const failure = callFailureOf(error);
  return failure.kind === 'refused' && failure.message !== ''
    ? messages.createRefused({ serverText: failure.message })
    : messages.createFailed;
}
