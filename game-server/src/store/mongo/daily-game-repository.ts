// Solo games per user per UTC day in MongoDB (port.ts DailyGameRepository). A claim is one conditional $inc
// with upsert: only a day under the limit matches, so games started at once on two processes are counted
// one at a time and never both past the limit.
import type { Model } from 'mongoose';
import type { DailyGameRepository } from '../port';
import type { DailyGameDocument } from './daily-game-model';
import { isDuplicateKeyError } from './mongo-errors';

export class MongoDailyGameRepository implements DailyGameRepository {
  constructor(private readonly model: Model<DailyGameDocument>) {}

  async claim(userId: string, day: string, limit: number | null): Promise<number | null> {
    // The insert of a day's first game does not look at the limit: a limit of 0 refuses here instead.
    if (limit !== null && limit <= 0) return null;
    const underLimit = limit === null ? { userId, day } : { userId, day, games: { $lt: limit } };
    const countOne = (mayInsert: boolean) =>
      this.model
        .findOneAndUpdate(underLimit, { $inc: { games: 1 } }, { upsert: mayInsert, returnDocument: 'after' })
        .lean<DailyGameDocument>();
    try {
      return (await countOne(true))?.games ?? null;
    } catch (error) {
      // No document under the limit matched, and inserting the day's hit the unique key: the day is full
      // already, or another first game of the day inserted it first. Counting again, without inserting,
      // tells which.
      if (!isDuplicateKeyError(error)) throw error;
      return (await countOne(false))?.games ?? null;
    }
  }

  async countOf(userId: string, day: string): Promise<number> {
    const document = await this.model
      .findOne({ userId, day }, { games: 1 })
      .lean<Pick<DailyGameDocument, 'games'>>();
    return document?.games ?? 0;
  }
}
