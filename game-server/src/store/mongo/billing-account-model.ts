// The mongo driver's billing accounts: one document per account that has a Stripe customer,
// keyed by the user id; the customer is unique too, so a customer never pays for two accounts.
import type { SubscriptionState } from '@bluffle/shared-schema';
import { Schema, type Connection, type Model } from 'mongoose';
import type { BillingAccountRecord } from '../../domain/billing';

export type BillingAccountDocument = Omit<BillingAccountRecord, 'userId'> & { _id: string };

/** One subscription as Stripe last said it (rules/plans/subscription-entitlement.ts), stored as given. */
const subscriptionStateSchema = new Schema<SubscriptionState>(
  {
    id: { type: String, required: true },
    status: { type: String, required: true },
    currentPeriodStart: { type: String, required: true },
    currentPeriodEnd: { type: String, required: true },
    cancelAtPeriodEnd: { type: Boolean, required: true },
    trialEnd: { type: String, default: null },
  },
  // No _id of mongo's own: the subscription comes back exactly as it was stored.
  { _id: false },
);

export const billingAccountSchema = new Schema<BillingAccountDocument>(
  {
    _id: { type: String, required: true },
    customerId: { type: String, required: true },
    subscriptions: { type: [subscriptionStateSchema], default: [] },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
  },
  { collection: 'billing_accounts', versionKey: false },
);
// With the _id (the user), what makes linkCustomer's upsert keep the first link of either side.
billingAccountSchema.index({ customerId: 1 }, { unique: true, name: 'billing_customer' });

export function billingAccountModel(connection: Connection): Model<BillingAccountDocument> {
  return connection.model<BillingAccountDocument>('BillingAccount', billingAccountSchema);
}
