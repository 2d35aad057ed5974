import { ERROR_CODES } from '@bluffle/shared-schema';
import { callFailureOf } from '../api/failure-kind';
import type { Messages } from '../i18n/messages';
import { failureText } from '../i18n/server-error-text';
import { currentMessages } from '../state/use-messages';
import type { PlansMessages } from './plan-card-text';

// What a person reads when a payments call fails, in the interface language: the one reading of a failure
// (server-error-text.ts), with the page's own words for the call when nothing more precise can be said
// (docs/product.md §8 Plans: 'Payment failed...'): a failure of Stripe itself (payment-provider-failed, a 502) is a
// fault of ours like any 5xx.

/** What the failed call was for, which picks the words shown when nothing readable came back. */
export type PaymentCall = 'checkout' | 'change' | 'billing';

const FALLBACK_KEYS = {
  checkout: 'paymentFailed',
  change: 'changeFailed',
  billing: 'billingFailed',
} as const satisfies Record<PaymentCall, keyof PlansMessages['errors']>;

export function paymentErrorText(
  error: unknown,
  call: PaymentCall,
  plans: PlansMessages,
  serverErrors: Messages['serverErrors'] = currentMessages().serverErrors,
): string {
  return failureText(callFailureOf(error), serverErrors, {
    // The page says it in its own words where payments are off (SubscriptionPage), and the same here (a 503).
    codes: { [ERROR_CODES.paymentsNotConfigured]: plans.errors.notConfigured },
    fallback: plans.errors[FALLBACK_KEYS[call]],
  });
}
