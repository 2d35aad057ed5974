// Stripe customers and the accounts they pay for, in SQLite (port.ts BillingRepository). The user is the
// primary key and the customer is unique, so linkCustomer is one insert that only the first link makes,
// across processes sharing the file too; the subscriptions are JSON text, only ever read whole.
import type { SubscriptionState } from '@bluffle/shared-schema';
import type Database from 'better-sqlite3';
import { ConflictError } from '../../domain/errors';
import type { BillingRepository } from '../port';
import type { BillingAccountRecord } from '../../domain/billing';
import type { Clock } from '../../clock';

interface BillingRow {
  user_id: string;
  customer_id: string;
  subscriptions: string;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 'user_id, customer_id, subscriptions, created_at, updated_at';

function toAccount(row: BillingRow): BillingAccountRecord {
  return {
    userId: row.user_id,
    customerId: row.customer_id,
    subscriptions: JSON.parse(row.subscriptions) as SubscriptionState[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class EmbeddedBillingRepository implements BillingRepository {
  private readonly insertIfNew;
  private readonly byUserId;
  private readonly byCustomerId;
  private readonly writeSubscriptions;

  constructor(
    db: Database.Database,
    private readonly clock: Clock,
  ) {
    // DO NOTHING on either key: a user linked already keeps their customer, and a customer keeps its user.
    this.insertIfNew = db.prepare<[{ userId: string; customerId: string; now: string }]>(
      `INSERT INTO billing_accounts (user_id, customer_id, subscriptions, created_at, updated_at)
       VALUES (@userId, @customerId, '[]', @now, @now)
       ON CONFLICT DO NOTHING`,
    );
    this.byUserId = db.prepare<[string], BillingRow>(
      `SELECT ${COLUMNS} FROM billing_accounts WHERE user_id = ?`,
    );
    this.byCustomerId = db.prepare<[string], BillingRow>(
      `SELECT ${COLUMNS} FROM billing_accounts WHERE customer_id = ?`,
    );
    this.writeSubscriptions = db.prepare<[string, string, string], BillingRow>(
      `UPDATE billing_accounts SET subscriptions = ?, updated_at = ? WHERE customer_id = ? RETURNING ${COLUMNS}`,
    );
  }

  async linkCustomer(userId: string, customerId: string): Promise<BillingAccountRecord> {
    this.insertIfNew.run({ userId, customerId, now: new Date(this.clock.now()).toISOString() });
    const row = this.byUserId.get(userId);
    // Nothing was inserted and the user has no account: the customer pays for someone else.
    if (!row) throw new ConflictError(`Stripe customer ${customerId} is linked to another account`);
    return toAccount(row);
  }

  async findByUserId(userId: string): Promise<BillingAccountRecord | null> {
    const row = this.byUserId.get(userId);
    return row ? toAccount(row) : null;
  }

  async findByCustomerId(customerId: string): Promise<BillingAccountRecord | null> {
    const row = this.byCustomerId.get(customerId);
    return row ? toAccount(row) : null;
  }

  async setSubscriptions(
    customerId: string,
    subscriptions: SubscriptionState[],
  ): Promise<BillingAccountRecord | null> {
    const row = this.writeSubscriptions.get(
      JSON.stringify(subscriptions),
      new Date(this.clock.now()).toISOString(),
      customerId,
    );
    return row ? toAccount(row) : null;
  }
}
