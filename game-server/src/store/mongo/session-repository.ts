// Game sessions in MongoDB, with optimistic concurrency: the update filter names the version it read.
import type { Model } from 'mongoose';
import { ConflictError } from '../../domain/errors';
import type { GameSessionRecord } from '../../domain/session';
import type { SessionRepository } from '../port';
import { withConflictAs } from './mongo-errors';
import type { SessionDocument } from './session-model';

/** Lean documents carry mongo's _id, which is not part of the record. */
export function toSession(document: SessionDocument & { _id?: unknown }): GameSessionRecord {
  const { _id, ...record } = document;
  // Sessions stored before fair play lack its fields: each was its own identity's first play.
  return {
    ...record,
    identityKey: record.identityKey ?? `session:${record.code}`,
    wordSetKey: record.wordSetKey ?? null,
    isPractice: record.isPractice ?? false,
    lastAnswer: record.lastAnswer ?? null,
    // Sessions stored before relaxed play were all timed.
    isRelaxed: record.isRelaxed ?? false,
  };
}

export class MongoSessionRepository implements SessionRepository {
  constructor(private readonly model: Model<SessionDocument>) {}

  async create(session: Omit<GameSessionRecord, 'version'>): Promise<GameSessionRecord> {
    const created: GameSessionRecord = { ...session, version: 0 };
    await withConflictAs(
      () => `session code ${session.code} is taken`,
      () => this.model.create(created),
    );
    return created;
  }

  async findByCode(code: string): Promise<GameSessionRecord | null> {
    const document = await this.model.findOne({ code }).lean<SessionDocument>();
    return document ? toSession(document) : null;
  }

  async update(session: GameSessionRecord): Promise<GameSessionRecord> {
    const { code, version, ...fields } = session;
    const document = await this.model
      .findOneAndUpdate(
        { code, version },
        { $set: { ...fields, version: version + 1 } },
        { returnDocument: 'after' },
      )
      .lean<SessionDocument>();
    if (!document) {
      const stored = await this.model
        .findOne({ code }, { version: 1 })
        .lean<Pick<SessionDocument, 'version'>>();
      throw new ConflictError(
        stored
          ? `session ${code} was updated by someone else (version ${stored.version}, not ${version})`
          : `session ${code} does not exist`,
      );
    }
    return toSession(document);
  }

  async findByPlayerTokenHash(playerTokenHash: string): Promise<GameSessionRecord | null> {
    const document = await this.model.findOne({ playerTokenHash }).lean<SessionDocument>();
    return document ? toSession(document) : null;
  }

  async purgeAbandoned(createdBefore: string): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({
      status: { $in: ['created', 'playing'] },
      createdAt: { $lt: createdBefore },
    });
    return deletedCount;
  }

  async listUnclaimedCompleted(identityKey: string, limit: number): Promise<GameSessionRecord[]> {
    if (limit <= 0) return [];
    const documents = await this.model
      .find({ identityKey, status: 'completed', userId: null })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<SessionDocument[]>();
    return documents.map(toSession);
  }

  async recentWordIds(identityKey: string, sessions: number): Promise<string[]> {
    if (sessions <= 0) return [];
    const documents = await this.model
      .find({ identityKey, 'wordIds.0': { $exists: true } }, { _id: 0, wordIds: 1 })
      .sort({ createdAt: -1 })
      .limit(sessions)
      .lean<Pick<SessionDocument, 'wordIds'>[]>();
    return documents.flatMap((document) => document.wordIds);
  }
}
