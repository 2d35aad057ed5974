// Stripe webhook events as applied, in SQLite (port.ts PaymentEventRepository). The event id is the primary
// key, so a claim is one insert that succeeds once per id, whichever process receives the event.
import type Database from 'better-sqlite3';
import { CLAIMED_EVENT_OUTCOME } from '../claimed-event-outcome';
import type { PaymentEventRepository } from '../port';
import type { PaymentEventRecord } from '../../domain/billing';

interface PaymentEventRow {
  event_id: string;
  type: string;
  user_id: string | null;
  received_at: string;
  outcome: string;
}

const COLUMNS = 'event_id, type, user_id, received_at, outcome';

function toEvent(row: PaymentEventRow): PaymentEventRecord {
  return {
    eventId: row.event_id,
    type: row.type,
    userId: row.user_id,
    receivedAt: row.received_at,
    outcome: row.outcome,
  };
}

export class EmbeddedPaymentEventRepository implements PaymentEventRepository {
  private readonly insertIfNew;
  private readonly recordOutcome;
  private readonly removeClaim;
  private readonly byEventId;
  private readonly byUser;

  constructor(db: Database.Database) {
    this.insertIfNew = db.prepare<[string, string, string, string]>(
      `INSERT INTO payment_events (event_id, type, user_id, received_at, outcome) VALUES (?, ?, NULL, ?, ?)
       ON CONFLICT (event_id) DO NOTHING`,
    );
    this.recordOutcome = db.prepare<[string | null, string, string]>(
      'UPDATE payment_events SET user_id = ?, outcome = ? WHERE event_id = ?',
    );
    // Only a claim still applying is given back: an event whose outcome is recorded stays in the ledger.
    this.removeClaim = db.prepare<[string, string]>(
      'DELETE FROM payment_events WHERE event_id = ? AND outcome = ?',
    );
    this.byEventId = db.prepare<[string], PaymentEventRow>(
      `SELECT ${COLUMNS} FROM payment_events WHERE event_id = ?`,
    );
    // rowid breaks a tie of two events received in the same millisecond: the earlier claim comes first.
    this.byUser = db.prepare<[string], PaymentEventRow>(
      `SELECT ${COLUMNS} FROM payment_events WHERE user_id = ? ORDER BY received_at, rowid`,
    );
  }

  async claim(event: { eventId: string; type: string; receivedAt: string }): Promise<boolean> {
    const { changes } = this.insertIfNew.run(
      event.eventId,
      event.type,
      event.receivedAt,
      CLAIMED_EVENT_OUTCOME,
    );
    return changes === 1;
  }

  async complete(eventId: string, result: { userId: string | null; outcome: string }): Promise<void> {
    this.recordOutcome.run(result.userId, result.outcome, eventId);
  }

  async release(eventId: string): Promise<void> {
    this.removeClaim.run(eventId, CLAIMED_EVENT_OUTCOME);
  }

  async find(eventId: string): Promise<PaymentEventRecord | null> {
    const row = this.byEventId.get(eventId);
    return row ? toEvent(row) : null;
  }

  async listByUser(userId: string): Promise<PaymentEventRecord[]> {
    return this.byUser.all(userId).map(toEvent);
  }
}
