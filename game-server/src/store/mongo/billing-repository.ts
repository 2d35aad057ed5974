// Stripe customers and the accounts they pay for, in MongoDB (port.ts BillingRepository). linkCustomer is
// an upsert that only ever inserts ($setOnInsert): the unique _id (user) and customerId keep the first link.
import type { SubscriptionState } from '@bluffle/shared-schema';
import type { Model } from 'mongoose';
import { ConflictError } from '../../domain/errors';
import type { BillingRepository } from '../port';
import type { BillingAccountRecord } from '../../domain/billing';
import type { BillingAccountDocument } from './billing-account-model';
import { isDuplicateKeyError } from './mongo-errors';
import type { Clock } from '../../clock';

function toAccount(document: BillingAccountDocument): BillingAccountRecord {
  const { _id, ...rest } = document;
  return { ...rest, userId: _id };
}

export class MongoBillingRepository implements BillingRepository {
  constructor(
    private readonly model: Model<BillingAccountDocument>,
    private readonly clock: Clock,
  ) {}

  async linkCustomer(userId: string, customerId: string): Promise<BillingAccountRecord> {
    const now = new Date(this.clock.now()).toISOString();
    try {
      const document = await this.model
        .findOneAndUpdate(
          { _id: userId },
          { $setOnInsert: { customerId, subscriptions: [], createdAt: now, updatedAt: now } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<BillingAccountDocument>();
      if (document) return toAccount(document);
    } catch (error) {
      // Two first links of one user racing (the loser's insert hits the _id), or a customer linked to
      // another account (the insert hits customerId): reading the user's account tells which.
      if (!isDuplicateKeyError(error)) throw error;
    }
    const linked = await this.findByUserId(userId);
    if (!linked) throw new ConflictError(`Stripe customer ${customerId} is linked to another account`);
    return linked;
  }

  async findByUserId(userId: string): Promise<BillingAccountRecord | null> {
    const document = await this.model.findById(userId).lean<BillingAccountDocument>();
    return document ? toAccount(document) : null;
  }

  async findByCustomerId(customerId: string): Promise<BillingAccountRecord | null> {
    const document = await this.model.findOne({ customerId }).lean<BillingAccountDocument>();
    return document ? toAccount(document) : null;
  }

  async setSubscriptions(
    customerId: string,
    subscriptions: SubscriptionState[],
  ): Promise<BillingAccountRecord | null> {
    const document = await this.model
      .findOneAndUpdate(
        { customerId },
        { $set: { subscriptions, updatedAt: new Date(this.clock.now()).toISOString() } },
        { returnDocument: 'after', runValidators: true },
      )
      .lean<BillingAccountDocument>();
    return document ? toAccount(document) : null;
  }
}
