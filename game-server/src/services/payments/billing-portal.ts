import { ERROR_CODES, PAYMENT_MESSAGES, type BillingPortalResponse } from '@bluffle/shared-schema';
import { ConflictError } from '../../errors';
import { subscriptionPageUrl } from './checkout-params';
import { requireProvider, type PaymentDeps } from './payment-deps';
import { callProvider } from './provider-call';

/**
 * POST /api/payments/billing-portal ('Manage billing'): Stripe's customer portal for the signed-in user's
 * own customer, coming back to /subscription. Changes made there reach us as webhooks like any other.
 */
export async function billingPortal(
  deps: PaymentDeps,
  userId: string,
  origin: string,
): Promise<BillingPortalResponse> {
  const provider = requireProvider(deps);
  const account = await deps.store.billing.findByUserId(userId);
  if (account === null) {
    throw new ConflictError(PAYMENT_MESSAGES.noBillingAccount, ERROR_CODES.noBillingAccount);
  }
  const session = await callProvider(deps.logger, 'create billing portal session', () =>
    provider.stripe.billingPortal.sessions.create({
      customer: account.customerId,
      return_url: subscriptionPageUrl(origin),
    }),
  );
  return { url: session.url };
}
