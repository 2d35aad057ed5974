// Player stats in MongoDB: one document per user, replaced whole on save.
import type { Model } from 'mongoose';
import type { PlayerStatsRecord, PlayerStatsRepository } from '../port';
import type { PlayerStatsDocument } from './player-stats-model';

export class MongoPlayerStatsRepository implements PlayerStatsRepository {
  constructor(private readonly model: Model<PlayerStatsDocument>) {}

  async findByUserId(userId: string): Promise<PlayerStatsRecord | null> {
    const document = await this.model.findById(userId).lean<PlayerStatsDocument>();
    if (!document) return null;
    const { _id, ...rest } = document;
    return { ...rest, userId: _id };
  }

  async save(stats: PlayerStatsRecord): Promise<PlayerStatsRecord> {
    const { userId, ...rest } = stats;
    await this.model.replaceOne({ _id: userId }, { ...rest, _id: userId }, { upsert: true });
    return { ...stats };
  }
}
