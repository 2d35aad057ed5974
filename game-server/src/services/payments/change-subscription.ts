import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  currentSubscriptionOf,
  type PaymentsStatusResponse,
} from '@bluffle/shared-schema';
import { ConflictError } from '../../errors';
import { requireProvider, type PaymentDeps } from './payment-deps';
import { paymentsStatus } from './payments-status';
import { callProvider } from './provider-call';
import { readSubscriptions, subscriptionStateOf } from './subscription-state';

/**
 * POST /api/payments/cancel-subscription (true) and /resume-subscription (false) (docs/product.md §4 Subscription
 * change: the free plan, chosen while subscribed, cancels at the period's end). The subscription is the
 * signed-in user's running one, as Stripe says it now. What Stripe answers is stored for the subscription
 * page; the plan itself (wordsmithUntil) changes only through the webhook Stripe sends about the change.
 */
export async function setCancelAtPeriodEnd(
  deps: PaymentDeps,
  userId: string,
  cancelAtPeriodEnd: boolean,
): Promise<PaymentsStatusResponse> {
  const provider = requireProvider(deps);
  const account = await deps.store.billing.findByUserId(userId);
  if (account === null) throw noSubscription();
  const what = cancelAtPeriodEnd ? 'cancel subscription at period end' : 'resume subscription';
  await deps.perCustomer(account.customerId, async () => {
    const subscriptions = await callProvider(deps.logger, 'list subscriptions', () =>
      readSubscriptions(provider.stripe, account.customerId),
    );
    let states = subscriptions.map(subscriptionStateOf);
    const current = currentSubscriptionOf(states);
    if (current === null) throw noSubscription();
    if (current.cancelAtPeriodEnd !== cancelAtPeriodEnd) {
      const updated = await callProvider(deps.logger, what, () =>
        provider.stripe.subscriptions.update(current.id, { cancel_at_period_end: cancelAtPeriodEnd }),
      );
      const updatedState = subscriptionStateOf(updated);
      states = states.map((state) => (state.id === updated.id ? updatedState : state));
      deps.logger.info({ userId, subscriptionId: updated.id, cancelAtPeriodEnd }, what);
    }
    await deps.store.billing.setSubscriptions(account.customerId, states);
  });
  return paymentsStatus(deps, userId);
}

function noSubscription(): ConflictError {
  return new ConflictError(PAYMENT_MESSAGES.noSubscription, ERROR_CODES.noSubscription);
}
