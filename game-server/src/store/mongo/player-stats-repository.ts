// Player stats in MongoDB: one document per user, replaced whole on save when its version is still the one
// read (the update filter names it). saveMany is one unordered bulk write of those updates.
import type { Model } from 'mongoose';
import { statsFromCounters, type PlayerStatsRecord } from '../../domain/player-stats';
import { ConflictError } from '../../domain/errors';
import type { PlayerStatsRepository, StatsSaveOutcome } from '../port';
import { duplicateIndexesOf, withConflictAs } from './mongo-errors';
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
    const { filter, update, saved } = versionedWrite(stats);
    const result = await withConflictAs(
      () => conflictMessage(stats),
      () => this.model.updateOne(filter, update, { upsert: stats.version === 0 }),
    );
    if (result.matchedCount === 0 && result.upsertedCount === 0) {
      throw new ConflictError(conflictMessage(stats));
    }
    return saved;
  }

  /**
   * Every update is an upsert here, so that each one's outcome can be told apart in a bulk write, which
   * only counts matches: a stored version other than the one read makes the upsert insert the same _id, a
   * duplicate key at that update's index. An upsert that did insert where a later version was read (no
   * document at all: a made-up version) is taken back and refused, as save() refuses it.
   */
  async saveMany(stats: PlayerStatsRecord[]): Promise<StatsSaveOutcome[]> {
    if (stats.length === 0) return [];
    const writes = stats.map(versionedWrite);
    let refused = new Set<number>();
    let upserted: Record<number, unknown>;
    try {
      const result = await this.model.bulkWrite(
        writes.map(({ filter, update }) => ({ updateOne: { filter, update, upsert: true } })),
        { ordered: false },
      );
      upserted = result.upsertedIds;
    } catch (error) {
      const duplicates = duplicateIndexesOf(error);
      if (duplicates === null) throw error;
      refused = duplicates;
      upserted = (error as { upsertedIds?: Record<number, unknown> }).upsertedIds ?? {};
    }
    const madeUp = stats.flatMap((one, index) =>
      one.version > 0 && upserted[index] !== undefined ? [index] : [],
    );
    if (madeUp.length > 0) {
      await this.model.deleteMany({
        $or: madeUp.map((index) => ({ _id: stats[index]!.userId, version: writes[index]!.saved.version })),
      });
      for (const index of madeUp) refused.add(index);
    }
    return writes.map(({ saved }, index): StatsSaveOutcome =>
      refused.has(index)
        ? { isSaved: false, conflict: new ConflictError(conflictMessage(stats[index]!)) }
        : { isSaved: true, stats: saved },
    );
  }
}

function conflictMessage({ userId, version }: PlayerStatsRecord): string {
  return `the stats of ${userId} were saved by someone else since version ${version} was read`;
}

/** The update that saves `stats` only over the version they were read at, and what it saves. */
function versionedWrite(stats: PlayerStatsRecord) {
  const { userId, updatedAt, version: readVersion } = stats;
  const fields = { ...statsFromCounters(stats), updatedAt };
  const saved: PlayerStatsRecord = { ...fields, userId, version: readVersion + 1 };
  // Version 0 also matches a document without one (saved before stats had versions); with no document at
  // all the upsert inserts, and a racing insert of the same user fails on the _id: a conflict too.
  const filter =
    readVersion === 0 ? { _id: userId, version: { $in: [0, null] } } : { _id: userId, version: readVersion };
  return { filter, update: { $set: { ...fields, version: saved.version } }, saved };
}
