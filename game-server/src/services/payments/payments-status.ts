import {
  PLAN_IDS,
  PLANS,
  currentSubscriptionOf,
  type PaymentsStatusResponse,
  type SubscriptionState,
  type SubscriptionView,
} from '@bluffle/shared-schema';
import type { PaymentDeps } from './payment-deps';

function subscriptionViewOf(subscriptions: readonly SubscriptionState[]): SubscriptionView | null {
  const current = currentSubscriptionOf(subscriptions);
  if (current === null) return null;
  return {
    status: current.status,
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    trialEnd: current.trialEnd,
  };
}

/**
 * GET /api/payments/status: whether this server sells plans, the plans' cards, and the caller's
 * subscription as Stripe last told us (a guest has none). Read from our store: no call to Stripe.
 */
export async function paymentsStatus(
  deps: Pick<PaymentDeps, 'provider' | 'store'>,
  userId: string | null,
): Promise<PaymentsStatusResponse> {
  const isEnabled = deps.provider !== null;
  const account = userId === null ? null : await deps.store.billing.findByUserId(userId);
  return {
    isEnabled,
    plans: PLAN_IDS.map((id) => PLANS[id]),
    subscription: account === null ? null : subscriptionViewOf(account.subscriptions),
    canManageBilling: isEnabled && account !== null,
  };
}
