// Stripe webhook events as applied, in MongoDB (port.ts PaymentEventRepository). A claim inserts the event
// under its id: the _id refuses a second insert, whichever process receives the event again.
import type { Model } from 'mongoose';
import { CLAIMED_EVENT_OUTCOME } from '../claimed-event-outcome';
import type { PaymentEventRepository } from '../port';
import type { PaymentEventRecord } from '../../domain/billing';
import { isDuplicateKeyError } from './mongo-errors';
import type { PaymentEventDocument } from './payment-event-model';

function toEvent(document: PaymentEventDocument): PaymentEventRecord {
  const { _id, ...rest } = document;
  return { ...rest, eventId: _id };
}

export class MongoPaymentEventRepository implements PaymentEventRepository {
  constructor(private readonly model: Model<PaymentEventDocument>) {}

  async claim(event: { eventId: string; type: string; receivedAt: string }): Promise<boolean> {
    try {
      await this.model.create({
        _id: event.eventId,
        type: event.type,
        userId: null,
        receivedAt: event.receivedAt,
        outcome: CLAIMED_EVENT_OUTCOME,
      });
      return true;
    } catch (error) {
      // Claimed before: a replay, or Stripe delivering the event twice.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async complete(eventId: string, result: { userId: string | null; outcome: string }): Promise<void> {
    await this.model.updateOne(
      { _id: eventId },
      { $set: { userId: result.userId, outcome: result.outcome } },
    );
  }

  /** Only a claim still applying is given back: an event whose outcome is recorded stays in the ledger. */
  async release(eventId: string): Promise<void> {
    await this.model.deleteOne({ _id: eventId, outcome: CLAIMED_EVENT_OUTCOME });
  }

  async find(eventId: string): Promise<PaymentEventRecord | null> {
    const document = await this.model.findById(eventId).lean<PaymentEventDocument>();
    return document ? toEvent(document) : null;
  }

  async listByUser(userId: string): Promise<PaymentEventRecord[]> {
    const documents = await this.model
      .find({ userId })
      .sort({ receivedAt: 1, _id: 1 })
      .lean<PaymentEventDocument[]>();
    return documents.map(toEvent);
  }
}
