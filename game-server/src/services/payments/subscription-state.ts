import type { SubscriptionState } from '@bluffle/shared-schema';
import type Stripe from 'stripe';

/** Every subscription a customer has had; far more than one customer ever has. */
const MAX_SUBSCRIPTIONS = 1000;

function isoOf(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/** The id of a customer field, whether Stripe sent the id or the expanded object. */
export function customerIdOf(customer: string | { id: string } | null): string | null {
  return customer === null ? null : typeof customer === 'string' ? customer : customer.id;
}

/**
 * What we keep of a Stripe subscription (rules/plans/subscription-entitlement.ts). The period lives on the
 * subscription's item since API version 2025-03-31.basil. A cancellation scheduled for a date (`cancel_at`,
 * which the customer portal may set instead of cancel_at_period_end) ends the period at that date.
 */
export function subscriptionStateOf(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const periodStart = item?.current_period_start ?? subscription.start_date;
  const periodEnd = item?.current_period_end ?? subscription.start_date;
  const cancelAt = subscription.cancel_at;
  const isEnding = subscription.cancel_at_period_end || (cancelAt !== null && cancelAt <= periodEnd);
  return {
    id: subscription.id,
    status: subscription.status,
    currentPeriodStart: isoOf(periodStart),
    currentPeriodEnd: isoOf(cancelAt !== null && cancelAt < periodEnd ? cancelAt : periodEnd),
    cancelAtPeriodEnd: isEnding,
    trialEnd: subscription.trial_end === null ? null : isoOf(subscription.trial_end),
  };
}

/** The customer's subscriptions as Stripe says them now, whatever their status (cancelled ones too). */
export async function readSubscriptions(stripe: Stripe, customerId: string): Promise<Stripe.Subscription[]> {
  return stripe.subscriptions
    .list({ customer: customerId, status: 'all', limit: 100 })
    .autoPagingToArray({ limit: MAX_SUBSCRIPTIONS });
}
