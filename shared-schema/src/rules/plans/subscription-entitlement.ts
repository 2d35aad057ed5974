// How long a customer's wordsmith subscriptions entitle them (: 'events out of order handled by
// reading the object's current state'). The server reads the customer's subscriptions from Stripe whenever
// an event about them arrives and stores what this returns, so the order events arrive in never matters.

/** What the server keeps of one Stripe subscription: the facts entitlement depends on, as Stripe says them. */
export interface SubscriptionState {
  id: string;
  /** Stripe's status: trialing, active, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  /** ISO 8601: the current billing period (the trial, during a trial). */
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** The subscriber asked to stop at the period's end: it will not renew. */
  cancelAtPeriodEnd: boolean;
  /** ISO 8601 end of the trial, or null when there is none. */
  trialEnd: string | null;
}

/**
 * A renewing subscription's next invoice is paid a little after its period ends (Stripe finalizes it about
 * an hour later, and the webhook may lag): the subscriber keeps the plan this long past the period's end,
 * so a renewal never flickers them back to bluffling. A subscription that will not renew gets no grace.
 */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * A renewal whose payment failed (past_due): Stripe retries the card for days; the subscriber keeps the
 * plan this long after the unpaid period began, then loses it until a retry succeeds.
 */
export const PAYMENT_RETRY_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** Statuses under which the subscriber has paid (or is in the free trial) for the current period. */
const RUNNING_STATUSES: ReadonlySet<string> = new Set(['trialing', 'active']);

/** When one subscription's entitlement ends (ms since the epoch), or null when it gives none. */
function entitlementEnd(subscription: SubscriptionState): number | null {
  const periodStart = Date.parse(subscription.currentPeriodStart);
  const periodEnd = Date.parse(subscription.currentPeriodEnd);
  if (!Number.isFinite(periodStart) || !Number.isFinite(periodEnd)) return null;
  if (RUNNING_STATUSES.has(subscription.status)) {
    return subscription.cancelAtPeriodEnd ? periodEnd : periodEnd + RENEWAL_GRACE_MS;
  }
  if (subscription.status === 'past_due') {
    return Math.min(periodEnd, periodStart + PAYMENT_RETRY_GRACE_MS);
  }
  // unpaid, canceled, incomplete, incomplete_expired, paused: nothing is paid for.
  return null;
}

/**
 * The instant a customer's wordsmith plan runs until (ISO 8601), from all their subscriptions as Stripe
 * says them now: the latest any of them gives, or null when none gives any (the plan has ended).
 */
export function wordsmithUntilOf(subscriptions: readonly SubscriptionState[]): string | null {
  let latest: number | null = null;
  for (const subscription of subscriptions) {
    const end = entitlementEnd(subscription);
    if (end !== null && (latest === null || end > latest)) latest = end;
  }
  return latest === null ? null : new Date(latest).toISOString();
}

/**
 * The subscription the subscription page speaks of: a running or past-due one (the latest ending), else
 * none. A cancelled subscription is history, not a plan.
 */
export function currentSubscriptionOf(subscriptions: readonly SubscriptionState[]): SubscriptionState | null {
  const live = subscriptions.filter(
    (subscription) => RUNNING_STATUSES.has(subscription.status) || subscription.status === 'past_due',
  );
  live.sort((a, b) => Date.parse(b.currentPeriodEnd) - Date.parse(a.currentPeriodEnd));
  return live[0] ?? null;
}
