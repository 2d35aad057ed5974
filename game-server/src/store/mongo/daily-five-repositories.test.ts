// The daily five's mongo repositories, checked offline (no MongoDB server runs here; the contract suite runs
// them for real when MONGODB_URI is set): the unique keys that make a set and a play first-wins, and what a
// claim does when its insert loses the race to another process's.
import type { Model } from 'mongoose';
import type { Schema } from 'mongoose';
import type { DailyFivePlayDocument } from './daily-five-play-model';
import { dailyFivePlaySchema } from './daily-five-play-model';
import { MongoDailyFivePlayRepository } from './daily-five-play-repository';
import type { DailyFiveSetDocument } from './daily-five-set-model';
import { dailyFiveSetSchema } from './daily-five-set-model';
import { MongoDailyFiveSetRepository } from './daily-five-set-repository';
import { DUPLICATE_KEY_CODE } from './mongo-errors';
import type { WordDocument } from './word-model';

function uniqueIndexKeys(schema: Schema): Record<string, unknown>[] {
  return schema.indexes().flatMap(([fields, options]) => (options.unique === true ? [fields] : []));
}

const duplicateKey = () => Object.assign(new Error('E11000 duplicate key'), { code: DUPLICATE_KEY_CODE });

/** A model whose updateOne answers in turn (nothing, or a thrown error) and whose findOne finds `stored`. */
function modelWith<Document>(updateAnswers: Array<Error | null>, stored: Document | null) {
  const updates: Array<{ filter: unknown; update: unknown; options: unknown }> = [];
  const model = {
    async updateOne(filter: unknown, update: unknown, options: unknown) {
      updates.push({ filter, update, options });
      const answer = updateAnswers.shift();
      if (answer instanceof Error) throw answer;
      return { acknowledged: true };
    },
    findOne: () => ({ lean: async () => (stored === null ? null : { _id: 'object-id', ...stored }) }),
  };
  return { updates, model: model as unknown as Model<Document> };
}

/** The word model, for tests that never read words. */
const NO_WORDS = {} as Model<WordDocument>;

const WINNER_SET: DailyFiveSetDocument = {
  day: '2025-03-01',
  language: 'english',
  wordIds: ['w1', 'w2', 'w3', 'w4', 'w5'],
  createdAt: '2025-03-01T00:00:00.000Z',
};
const WINNER_PLAY: DailyFivePlayDocument = {
  identityKey: 'user:google:1',
  day: '2025-03-01',
  language: 'english',
  sessionCode: 'FIRS2345',
  startedAt: '2025-03-01T08:00:00.000Z',
};

describe('mongo daily five', () => {
  it('declares (day, language) unique for sets and (identity, day, language) unique for plays', () => {
    expect(uniqueIndexKeys(dailyFiveSetSchema)).toEqual([{ day: 1, language: 1 }]);
    expect(uniqueIndexKeys(dailyFivePlaySchema)).toEqual([{ identityKey: 1, day: 1, language: 1 }]);
  });

  it('fixes a set with an insert-only upsert, and answers the stored set without its _id', async () => {
    const { updates, model } = modelWith<DailyFiveSetDocument>([null], WINNER_SET);
    const fixed = await new MongoDailyFiveSetRepository(model, NO_WORDS).fix({
      ...WINNER_SET,
      wordIds: ['x'],
    });
    expect(fixed).toEqual(WINNER_SET);
    expect(updates).toEqual([
      {
        filter: { day: '2025-03-01', language: 'english' },
        update: { $setOnInsert: { ...WINNER_SET, wordIds: ['x'] } },
        options: { upsert: true },
      },
    ]);
  });

  it('answers the winner when its own insert lost the race on the unique key', async () => {
    const sets = modelWith<DailyFiveSetDocument>([duplicateKey()], WINNER_SET);
    expect(
      await new MongoDailyFiveSetRepository(sets.model, NO_WORDS).fix({ ...WINNER_SET, wordIds: ['x'] }),
    ).toEqual(WINNER_SET);
    const plays = modelWith<DailyFivePlayDocument>([duplicateKey()], WINNER_PLAY);
    const claimed = await new MongoDailyFivePlayRepository(plays.model).claim({
      ...WINNER_PLAY,
      sessionCode: 'LOSE2345',
    });
    expect(claimed).toEqual(WINNER_PLAY);
  });

  it('passes on any other error', async () => {
    const { model } = modelWith<DailyFivePlayDocument>([new Error('network down')], null);
    await expect(new MongoDailyFivePlayRepository(model).claim(WINNER_PLAY)).rejects.toThrow('network down');
  });

  it("reads the candidates as four fields of the language's words in play (approved, not retired)", async () => {
    const finds: unknown[][] = [];
    const words = {
      find: (...args: unknown[]) => {
        finds.push(args);
        return {
          lean: async () => [
            { _id: 'w1', word: 'lexicon', isReal: true },
            { _id: 'w2', word: 'glimmerwick', isReal: false, isProvenFooler: true },
          ],
        };
      },
    } as unknown as Model<WordDocument>;
    const sets = modelWith<DailyFiveSetDocument>([], null);
    expect(await new MongoDailyFiveSetRepository(sets.model, words).candidates('english')).toEqual([
      { id: 'w1', word: 'lexicon', isReal: true, isProvenFooler: false },
      { id: 'w2', word: 'glimmerwick', isReal: false, isProvenFooler: true },
    ]);
    expect(finds).toEqual([
      [
        { language: 'english', status: 'approved', isRetired: { $ne: true } },
        { _id: 1, word: 1, isReal: 1, isProvenFooler: 1 },
      ],
    ]);
  });
});
