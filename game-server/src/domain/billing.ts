import type { SubscriptionState } from '@bluffle/shared-schema';

// Who pays through which Stripe customer, and what the server did with each payment event. The
// store port speaks in these types; it does not define them.

/** A Stripe customer and the account it pays for: one each way. */
export interface BillingAccountRecord {
  userId: string;
  customerId: string;
  /** The customer's subscriptions as Stripe last said them (read from Stripe on each event, never from a client). */
  subscriptions: SubscriptionState[];
  createdAt: string;
  updatedAt: string;
}

/** One Stripe webhook event as the server received and applied it: the operator's reconciliation ledger. */
export interface PaymentEventRecord {
  /** Stripe's event id (evt_...): each is applied once. */
  eventId: string;
  type: string;
  /** The account it was applied to, when it named a known customer or user. */
  userId: string | null;
  /** ISO 8601: when we first received it. */
  receivedAt: string;
  /** 'applying' while it is being applied; then what it did ('granted lexivestor', 'ignored: unknown customer'...). */
  outcome: string;
}
