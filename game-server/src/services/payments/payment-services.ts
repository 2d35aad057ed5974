import type { PaidPlanId } from '@bluffle/shared-schema';
import type { Clock } from '../../clock';
import type { StripeConfig } from '../../config/payments-config';
import type { SignedInUser } from '../../domain/user';
import type { Logger } from '../../logging/logger';
import type { Store } from '../../store/port';
import { billingPortal } from './billing-portal';
import { setCancelAtPeriodEnd } from './change-subscription';
import { createCheckoutSession } from './create-checkout-session';
import { oneAtATime } from './one-at-a-time';
import type { PaymentDeps } from './payment-deps';
import { paymentsStatus } from './payments-status';
import { receiveWebhook } from './receive-webhook';
import { createStripeClient } from './stripe-client';

/**
 * Plans and payments: checkout, the subscription's changes, the billing portal, and Stripe's
 * webhook, the one way a paid plan is granted (docs/design.md decision 12). Without Stripe keys (`stripe` null)
 * the status says so and every other call answers 503.
 */
export function createPaymentServices(options: {
  stripe: StripeConfig | null;
  store: Pick<Store, 'users' | 'billing' | 'paymentEvents'>;
  clock: Clock;
  logger: Logger;
}) {
  const deps: PaymentDeps = {
    provider:
      options.stripe === null ? null : { stripe: createStripeClient(options.stripe), config: options.stripe },
    store: options.store,
    clock: options.clock,
    logger: options.logger.child({ component: 'payments' }),
    perCustomer: oneAtATime(),
  };
  return {
    status: (userId: string | null) => paymentsStatus(deps, userId),
    createCheckoutSession: (user: SignedInUser, plan: PaidPlanId, origin: string) =>
      createCheckoutSession(deps, user, plan, origin),
    cancelSubscription: (userId: string) => setCancelAtPeriodEnd(deps, userId, true),
    resumeSubscription: (userId: string) => setCancelAtPeriodEnd(deps, userId, false),
    billingPortal: (userId: string, origin: string) => billingPortal(deps, userId, origin),
    receiveWebhook: (rawBody: unknown, signature: string | string[] | undefined) =>
      receiveWebhook(deps, rawBody, signature),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
