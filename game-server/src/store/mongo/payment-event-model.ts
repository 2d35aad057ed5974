// The mongo driver's payment events: one document per Stripe event, keyed by the event's id, so
// the _id's uniqueness is what lets a claim succeed once.
import { Schema, type Connection, type Model } from 'mongoose';
import type { PaymentEventRecord } from '../../domain/billing';

export type PaymentEventDocument = Omit<PaymentEventRecord, 'eventId'> & { _id: string };

export const paymentEventSchema = new Schema<PaymentEventDocument>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    userId: { type: String, default: null },
    receivedAt: { type: String, required: true },
    outcome: { type: String, required: true },
  },
  { collection: 'payment_events', versionKey: false },
);
// An account's events, oldest first (listByUser: the operator's reconciliation).
paymentEventSchema.index({ userId: 1, receivedAt: 1 }, { name: 'payment_event_user' });

export function paymentEventModel(connection: Connection): Model<PaymentEventDocument> {
  return connection.model<PaymentEventDocument>('PaymentEvent', paymentEventSchema);
}
