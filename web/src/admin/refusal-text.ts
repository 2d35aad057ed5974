import { callFailureOf } from '../api/failure-kind';
import type { Messages } from '../i18n/messages';
import { failureText } from '../i18n/server-error-text';

/**
 * What a failed admin call shows (docs/product.md §8 Admin), read as every failure is (server-error-text.ts): a refusal
 * in our words for its code, else the server's own; the call's fallback when the server failed.
 */
export function adminFailureText(
  error: unknown,
  fallback: string,
  messages: Pick<Messages, 'admin' | 'serverErrors'>,
): string {
  return failureText(callFailureOf(error), messages.serverErrors, {
    codes: messages.admin.refusals,
    fallback,
  });
}
