// The word calls counted on contributed words only were moved from their own collection
// onto the words. Run at start-up, like word-model.ts backfillWordStatus: idempotent, and cheap once done.
import { wordPlayStanding } from '@bluffle/shared-schema';
import type { Model } from 'mongoose';
import type { WordDocument } from './word-model';
import type { WordPlayDocument } from './word-play-model';

/**
 * Copies each old count onto its word, unless the word has counts already (an earlier, interrupted run got
 * to it), then gives every other word stored before the counts moved onto the words zero counts, then drops the old collection. A
 * run stopped anywhere leaves what it did and the next one finishes; counts are copied once.
 */
export async function backfillWordPlays(
  words: Model<WordDocument>,
  legacyPlays: Model<WordPlayDocument>,
): Promise<void> {
  const legacy = await legacyPlays.find().lean<WordPlayDocument[]>();
  for (const plays of legacy) {
    const word = await words
      .findOne({ _id: plays._id, calls: { $exists: false } }, { isReal: 1, difficulty: 1 })
      .lean<Pick<WordDocument, '_id' | 'isReal' | 'difficulty'>>();
    if (word === null) continue;
    const standing = wordPlayStanding({
      isReal: word.isReal,
      calls: plays.calls,
      calledReal: plays.calledReal,
    });
    await words.updateOne(
      { _id: plays._id, calls: { $exists: false } },
      {
        $set: {
          calls: plays.calls,
          calledReal: plays.calledReal,
          foolRate: standing.foolRate,
          isRetired: standing.isRetired,
          isProvenFooler: standing.isProvenFooler,
          difficulty: standing.gradedDifficulty ?? word.difficulty,
        },
      },
    );
  }
  await words.updateMany(
    { calls: { $exists: false } },
    { $set: { calls: 0, calledReal: 0, foolRate: null, isRetired: false, isProvenFooler: false } },
  );
  if (legacy.length > 0) await legacyPlays.collection.drop();
}
