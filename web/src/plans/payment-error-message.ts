import { ERROR_CODES, type ErrorCode } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { PlansMessages } from './plan-card-text';

// What a person reads when a payments call fails, in the interface language. The server's refusals
// (plan-already-held, payments-not-configured, no-subscription...) are worded by their code; a code we do
// not know shows the server's own words; a failure of Stripe itself, or no answer at all, gets the page's
// own words for the call (spec §8 Plans: 'Payment failed...').

/** What the failed call was for, which picks the words shown when nothing readable came back. */
export type PaymentCall = 'checkout' | 'change' | 'billing';

type PaymentErrors = PlansMessages['errors'];

const FALLBACK_KEYS = {
  checkout: 'paymentFailed',
  change: 'changeFailed',
  billing: 'billingFailed',
} as const satisfies Record<PaymentCall, keyof PaymentErrors>;

/**
 * Our words for a refusal code, or null for a code we do not word. The server answers plan-already-held for
 * several reasons (an admin, a plan held, one that covers it, a payment being retried); the cards never
 * offer those, so the refusal only comes from a plan that changed in another tab: 'already have this plan'.
 */
function refusalText(code: ErrorCode, errors: PaymentErrors): string | null {
  switch (code) {
    case ERROR_CODES.paymentsNotConfigured:
      return errors.notConfigured;
    case ERROR_CODES.planAlreadyHeld:
      return errors.alreadyOnPlan;
    case ERROR_CODES.noSubscription:
      return errors.noSubscription;
    case ERROR_CODES.noBillingAccount:
      return errors.noBillingAccount;
    default:
      return null;
  }
}

export function paymentErrorText(error: unknown, call: PaymentCall, plans: PlansMessages): string {
  const fallback = plans.errors[FALLBACK_KEYS[call]];
  const isRefusal =
    error instanceof ApiError &&
    error.code !== null &&
    error.code !== ERROR_CODES.paymentProviderFailed &&
    error.message.trim() !== '';
  if (!isRefusal) return fallback;
  return refusalText(error.code!, plans.errors) ?? error.message;
}
