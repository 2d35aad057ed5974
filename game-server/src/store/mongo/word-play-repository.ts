// How players called each word in MongoDB (port.ts WordPlayRepository), kept on the word documents (issue
// 19). A batch is two bulk writes: $inc adds every tally atomically (batches of two processes both count),
// then each word's standing is set from the totals read back, only if its calls are still what was read, so
// a slower flush can never write the standing of an older total over a newer one.
import type { Model } from 'mongoose';
import { wordPlayStanding, type WordPlayCounts } from '@bluffle/shared-schema';
import type { WordPlayRepository } from '../port';
import type { WordCallTally } from '../../domain/word-play';
import type { WordDocument } from './word-model';

/** Keeps each bulk write and $in query to a size the server handles comfortably. */
const BATCH_SIZE = 1000;

type CountedDocument = Pick<WordDocument, '_id' | 'isReal' | 'difficulty' | 'calls' | 'calledReal'>;

export class MongoWordPlayRepository implements WordPlayRepository {
  constructor(private readonly words: Model<WordDocument>) {}

  async recordMany(tallies: readonly WordCallTally[]): Promise<{ regradedIds: string[] }> {
    const regradedIds: string[] = [];
    for (let start = 0; start < tallies.length; start += BATCH_SIZE) {
      const batch = tallies.slice(start, start + BATCH_SIZE);
      regradedIds.push(...(await this.recordBatch(batch)));
    }
    return { regradedIds };
  }

  async countsOf(wordIds: string[]): Promise<Map<string, WordPlayCounts>> {
    const counts = new Map<string, WordPlayCounts>(wordIds.map((id) => [id, { calls: 0, calledReal: 0 }]));
    if (wordIds.length === 0) return counts;
    const documents = await this.words
      .find({ _id: { $in: wordIds } }, { calls: 1, calledReal: 1 })
      .lean<Array<Pick<WordDocument, '_id' | 'calls' | 'calledReal'>>>();
    for (const document of documents) {
      counts.set(document._id, { calls: document.calls ?? 0, calledReal: document.calledReal ?? 0 });
    }
    return counts;
  }

  private async recordBatch(batch: readonly WordCallTally[]): Promise<string[]> {
    await this.words.bulkWrite(
      batch.map((tally) => ({
        updateOne: {
          filter: { _id: tally.wordId },
          update: { $inc: { calls: tally.calls, calledReal: tally.calledReal } },
        },
      })),
      { ordered: false },
    );
    const counted = await this.words
      .find(
        { _id: { $in: batch.map((tally) => tally.wordId) } },
        { isReal: 1, difficulty: 1, calls: 1, calledReal: 1 },
      )
      .lean<CountedDocument[]>();
    const regradedIds: string[] = [];
    const standings = counted.map((document) => {
      const calls = document.calls ?? 0;
      const standing = wordPlayStanding({
        isReal: document.isReal,
        calls,
        calledReal: document.calledReal ?? 0,
      });
      const graded = standing.gradedDifficulty;
      const isRegraded = graded !== null && graded !== document.difficulty;
      if (isRegraded) regradedIds.push(document._id);
      return {
        updateOne: {
          filter: { _id: document._id, calls },
          update: {
            $set: {
              foolRate: standing.foolRate,
              isRetired: standing.isRetired,
              isProvenFooler: standing.isProvenFooler,
              ...(isRegraded ? { difficulty: graded } : {}),
            },
          },
        },
      };
    });
    if (standings.length > 0) await this.words.bulkWrite(standings, { ordered: false });
    return regradedIds;
  }
}
