// Sign-in sessions in MongoDB: Dates inside, ISO strings at the port.
import type { Model } from 'mongoose';
import type { AuthSessionRepository } from '../port';
import type { AuthSessionRecord } from '../../domain/auth-session';
import type { AuthSessionDocument } from './auth-session-model';
import type { Clock } from '../../clock';

/** A date that does not parse is a caller's bug, not "never expires". */
function toDate(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${JSON.stringify(iso)}`);
  return date;
}

export class MongoAuthSessionRepository implements AuthSessionRepository {
  constructor(
    private readonly model: Model<AuthSessionDocument>,
    private readonly clock: Clock,
  ) {}

  async get(sid: string): Promise<AuthSessionRecord | null> {
    const document = await this.model
      .findOne({ _id: sid, expiresAt: { $gt: new Date(this.clock.now()) } })
      .lean<AuthSessionDocument>();
    return document ? { data: document.data, expiresAt: document.expiresAt.toISOString() } : null;
  }

  async set(sid: string, data: string, expiresAt: string): Promise<void> {
    await this.model.replaceOne(
      { _id: sid },
      { _id: sid, data, expiresAt: toDate(expiresAt) },
      { upsert: true },
    );
  }

  async touch(sid: string, expiresAt: string): Promise<void> {
    await this.model.updateOne(
      { _id: sid, expiresAt: { $gt: new Date(this.clock.now()) } },
      { $set: { expiresAt: toDate(expiresAt) } },
    );
  }

  async destroy(sid: string): Promise<void> {
    await this.model.deleteOne({ _id: sid });
  }

  async purgeExpired(now: string): Promise<number> {
    const result = await this.model.deleteMany({ expiresAt: { $lte: toDate(now) } });
    return result.deletedCount;
  }
}
