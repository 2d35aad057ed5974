import { ERROR_CODES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';

// What a person reads when a payments call fails. The server's refusals (plan-already-held, payments-not-
// configured, no-subscription...) carry a message written for a person, so it is shown as it is; a failure
// of Stripe itself, or no answer at all, gets the page's own words (spec §8 Plans: 'Payment failed...').

/** Not a spec message: changing the renewal failed without a refusal that says why. */
export const SUBSCRIPTION_CHANGE_FAILED = 'Your subscription could not be changed. Please try again.';
/** Not a spec message: the billing portal could not be opened without a refusal that says why. */
export const BILLING_PORTAL_FAILED = 'Billing could not be opened. Please try again.';

export function paymentErrorMessage(error: unknown, fallback: string): string {
  const isRefusal =
    error instanceof ApiError &&
    error.code !== null &&
    error.code !== ERROR_CODES.paymentProviderFailed &&
    error.message.trim() !== '';
  return isRefusal ? error.message : fallback;
}

/** spec §8 Plans: a checkout that could not start. */
export function checkoutFailureMessage(error: unknown): string {
  return paymentErrorMessage(error, PAYMENT_MESSAGES.paymentFailed);
}
