// Each identity's first play of a set of words, claimed with an upsert that only ever inserts.
import type { Model } from 'mongoose';
import type { FirstPlayRepository } from '../port';
import type { FirstPlayClaim } from '../../domain/first-play';
import type { FirstPlayDocument } from './first-play-model';
import { isDuplicateKeyError } from './mongo-errors';

export class MongoFirstPlayRepository implements FirstPlayRepository {
  constructor(private readonly model: Model<FirstPlayDocument>) {}

  async claim(play: FirstPlayClaim): Promise<string> {
    const key = { identityKey: play.identityKey, wordSetKey: play.wordSetKey };
    try {
      await this.model.updateOne(
        key,
        { $setOnInsert: { ...key, sessionCode: play.sessionCode, createdAt: play.at } },
        { upsert: true },
      );
    } catch (error) {
      // Two upserts racing on a new key: the loser sees the unique index refuse it, and the winner is first.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await this.find(play.identityKey, play.wordSetKey)) ?? play.sessionCode;
  }

  async find(identityKey: string, wordSetKey: string): Promise<string | null> {
    const document = await this.model
      .findOne({ identityKey, wordSetKey }, { sessionCode: 1 })
      .lean<Pick<FirstPlayDocument, 'sessionCode'>>();
    return document?.sessionCode ?? null;
  }
}
