// Wordsmiths' custom sessions in MongoDB (docs/product.md §3 Session), found by their unique share code.
import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { CustomSessionRepository } from '../port';
import type { CustomSessionPlay, CustomSessionRecord } from '../../domain/custom-session';
import type { CustomSessionDocument } from './custom-session-model';
import { withConflictAs } from './mongo-errors';
import type { Clock } from '../../clock';

type NewCustomSession = Omit<CustomSessionRecord, 'id' | 'createdAt' | 'timesPlayed' | 'calls' | 'fooled'>;

/** Lean reads skip schema defaults: a document stored before play counts existed has none. */
function toCustomSession(document: CustomSessionDocument): CustomSessionRecord {
  const { _id, ...rest } = document;
  return { ...rest, calls: rest.calls ?? 0, fooled: rest.fooled ?? 0, id: _id };
}

export class MongoCustomSessionRepository implements CustomSessionRepository {
  constructor(
    private readonly model: Model<CustomSessionDocument>,
    private readonly clock: Clock,
  ) {}

  async create(session: NewCustomSession): Promise<CustomSessionRecord> {
    const created: CustomSessionRecord = {
      id: randomUUID(),
      sessionCode: session.sessionCode,
      userId: session.userId,
      playerName: session.playerName,
      wordIds: [...session.wordIds],
      timesPlayed: 0,
      calls: 0,
      fooled: 0,
      createdAt: new Date(this.clock.now()).toISOString(),
    };
    const { id, ...rest } = created;
    await withConflictAs(
      () => `custom session code ${session.sessionCode} is taken`,
      () => this.model.create({ ...rest, _id: id }),
    );
    return created;
  }

  async findByCode(code: string): Promise<CustomSessionRecord | null> {
    const document = await this.model.findOne({ sessionCode: code }).lean<CustomSessionDocument>();
    return document ? toCustomSession(document) : null;
  }

  async listByUser(userId: string): Promise<CustomSessionRecord[]> {
    const documents = await this.model
      .find({ userId })
      .sort({ createdAt: -1, _id: 1 })
      .lean<CustomSessionDocument[]>();
    return documents.map(toCustomSession);
  }

  /** One $inc adds to the stored counts, so plays finishing at once all count; an unknown code is a no-op. */
  async incrementPlays(code: string, play: CustomSessionPlay): Promise<void> {
    await this.model.updateOne(
      { sessionCode: code },
      { $inc: { timesPlayed: 1, calls: play.calls, fooled: play.fooled } },
    );
  }
}
