// Each identity's daily five plays in MongoDB (port.ts DailyFivePlayRepository), claimed with an upsert that
// only ever inserts: the unique (identityKey, day, language) key lets one start of a day's set in.
import type { Language } from '@bluffle/shared-schema';
import type { Model } from 'mongoose';
import type { DailyFivePlayRepository } from '../port';
import type { DailyFivePlayRecord } from '../../domain/daily-five';
import type { DailyFivePlayDocument } from './daily-five-play-model';
import { isDuplicateKeyError } from './mongo-errors';

export class MongoDailyFivePlayRepository implements DailyFivePlayRepository {
  constructor(private readonly model: Model<DailyFivePlayDocument>) {}

  async claim(play: DailyFivePlayRecord): Promise<DailyFivePlayRecord> {
    const key = { identityKey: play.identityKey, day: play.day, language: play.language };
    try {
      await this.model.updateOne(
        key,
        { $setOnInsert: { ...key, sessionCode: play.sessionCode, startedAt: play.startedAt } },
        { upsert: true },
      );
    } catch (error) {
      // Two starts racing on a new key: the loser sees the unique index refuse it; the winner is the play.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await this.find(play.identityKey, play.day, play.language)) ?? play;
  }

  async find(identityKey: string, day: string, language: Language): Promise<DailyFivePlayRecord | null> {
    const document = await this.model.findOne({ identityKey, day, language }).lean<DailyFivePlayDocument>();
    return document === null ? null : toPlay(document);
  }

  async playedDays(identityKey: string, limit: number): Promise<string[]> {
    // Newest first on the key's (identityKey, day) prefix; a day played in two languages is one day.
    const days = await this.model
      .aggregate<{ _id: string }>([
        { $match: { identityKey } },
        { $group: { _id: '$day' } },
        { $sort: { _id: -1 } },
        { $limit: limit },
      ])
      .exec();
    return days.map((day) => day._id);
  }

  async listByIdentity(identityKey: string, limit: number): Promise<DailyFivePlayRecord[]> {
    const documents = await this.model
      .find({ identityKey })
      .sort({ day: -1, language: 1 })
      .limit(limit)
      .lean<DailyFivePlayDocument[]>();
    return documents.map(toPlay);
  }
}

export function toPlay(document: DailyFivePlayDocument): DailyFivePlayRecord {
  return {
    identityKey: document.identityKey,
    day: document.day,
    language: document.language,
    sessionCode: document.sessionCode,
    startedAt: document.startedAt,
  };
}
