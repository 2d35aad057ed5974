// How players called each word in MongoDB: $inc with upsert adds atomically, so calls counted at once on
// two processes both count.
import type { Model } from 'mongoose';
import type { WordPlayCounts, WordPlayRepository } from '../port';
import { isDuplicateKeyError } from './mongo-errors';
import type { WordPlayDocument } from './word-play-model';

export class MongoWordPlayRepository implements WordPlayRepository {
  constructor(private readonly model: Model<WordPlayDocument>) {}

  async record(wordId: string, calledReal: boolean): Promise<void> {
    const add = () =>
      this.model.updateOne(
        { _id: wordId },
        { $inc: { calls: 1, calledReal: calledReal ? 1 : 0 } },
        { upsert: true },
      );
    try {
      await add();
    } catch (error) {
      // Two upserts of a word's first call racing: the loser's insert hits the _id; the document exists now.
      if (!isDuplicateKeyError(error)) throw error;
      await add();
    }
  }

  async countsOf(wordIds: string[]): Promise<Map<string, WordPlayCounts>> {
    const counts = new Map<string, WordPlayCounts>(wordIds.map((id) => [id, { calls: 0, calledReal: 0 }]));
    if (wordIds.length === 0) return counts;
    const documents = await this.model.find({ _id: { $in: wordIds } }).lean<WordPlayDocument[]>();
    for (const document of documents) {
      counts.set(document._id, { calls: document.calls, calledReal: document.calledReal });
    }
    return counts;
  }
}
