// Player stats in MongoDB: one document per user, replaced whole on save when its version is still the one
// read (the update filter names it).
import type { Model } from 'mongoose';
import { statsFromCounters, type PlayerStatsRecord } from '../../domain/player-stats';
import { ConflictError } from '../../domain/errors';
import type { PlayerStatsRepository } from '../port';
import { withConflictAs } from './mongo-errors';
import type { PlayerStatsDocument } from './player-stats-model';

/**
 * A lean document as a record: its derived fields from its counters (statsFromCounters), as every driver
 * reads them. Documents saved before stats had one shape lack the derived fields and the version (0).
 */
export function toPlayerStatsRecord(
  document: Partial<PlayerStatsDocument> & { _id: string },
): PlayerStatsRecord {
  const { _id, updatedAt = '', version = 0, ...stored } = document;
  return {
    ...statsFromCounters(stored),
    userId: _id,
    updatedAt,
    version,
  };
}

export class MongoPlayerStatsRepository implements PlayerStatsRepository {
  constructor(private readonly model: Model<PlayerStatsDocument>) {}

  async findByUserId(userId: string): Promise<PlayerStatsRecord | null> {
    const document = await this.model.findById(userId).lean<PlayerStatsDocument>();
    return document ? toPlayerStatsRecord(document) : null;
  }

  async save(stats: PlayerStatsRecord): Promise<PlayerStatsRecord> {
    const { userId, updatedAt, version: readVersion } = stats;
    const fields = { ...statsFromCounters(stats), updatedAt };
    const saved: PlayerStatsRecord = { ...fields, userId, version: readVersion + 1 };
    const conflict = () =>
      `the stats of ${userId} were saved by someone else since version ${readVersion} was read`;
    // Version 0 also matches a document without one (saved before stats had versions); with no document at
    // all the upsert inserts, and a racing insert of the same user fails on the _id: a conflict too.
    const filter =
      readVersion === 0
        ? { _id: userId, version: { $in: [0, null] } }
        : { _id: userId, version: readVersion };
    const result = await withConflictAs(conflict, () =>
      this.model.updateOne(
        filter,
        { $set: { ...fields, version: saved.version } },
        { upsert: readVersion === 0 },
      ),
    );
    if (result.matchedCount === 0 && result.upsertedCount === 0) {
      throw new ConflictError(conflict());
    }
    return saved;
  }
}
