// The daily claim's race handling, checked offline (no MongoDB server runs here; the contract suite runs it
// for real when MONGODB_URI is set): when the upsert's insert hits the unique (userId, day) key, the claim
// counts again without inserting, and that answer stands.
import type { Model } from 'mongoose';
import type { DailyGameDocument } from './daily-game-model';
import { MongoDailyGameRepository } from './daily-game-repository';
import { DUPLICATE_KEY_CODE } from './mongo-errors';

interface Call {
  filter: Record<string, unknown>;
  options: { upsert?: boolean };
}

/** A model whose findOneAndUpdate answers each call in turn: a document, null, or a thrown error. */
function modelAnswering(answers: Array<DailyGameDocument | null | Error>) {
  const calls: Call[] = [];
  const model = {
    findOneAndUpdate(filter: Call['filter'], _update: unknown, options: Call['options']) {
      calls.push({ filter, options });
      const answer = answers.shift();
      return {
        lean: async () => {
          if (answer instanceof Error) throw answer;
          return answer ?? null;
        },
      };
    },
  };
  return { calls, model: model as unknown as Model<DailyGameDocument> };
}

const duplicateKey = () => Object.assign(new Error('E11000 duplicate key'), { code: DUPLICATE_KEY_CODE });
const day = (games: number): DailyGameDocument => ({ userId: 'google:1', day: '2025-03-01', games });

describe('MongoDailyGameRepository.claim', () => {
  it('counts under the limit with an upsert that only matches a day below it', async () => {
    const { calls, model } = modelAnswering([day(1)]);
    expect(await new MongoDailyGameRepository(model).claim('google:1', '2025-03-01', 3)).toBe(1);
    expect(calls).toEqual([
      { filter: { userId: 'google:1', day: '2025-03-01', games: { $lt: 3 } }, options: expect.anything() },
    ]);
    expect(calls[0]?.options.upsert).toBe(true);
  });

  it('answers null when the day is full: the insert hit the key and nothing is under the limit', async () => {
    const { calls, model } = modelAnswering([duplicateKey(), null]);
    expect(await new MongoDailyGameRepository(model).claim('google:1', '2025-03-01', 3)).toBeNull();
    expect(calls.map((call) => call.options.upsert)).toEqual([true, false]);
  });

  it("counts the game when another first game of the day inserted the day's document first", async () => {
    const { calls, model } = modelAnswering([duplicateKey(), day(2)]);
    expect(await new MongoDailyGameRepository(model).claim('google:1', '2025-03-01', null)).toBe(2);
    expect(calls.map((call) => call.filter)).toEqual([
      { userId: 'google:1', day: '2025-03-01' },
      { userId: 'google:1', day: '2025-03-01' },
    ]);
  });

  it('passes on any other error', async () => {
    const { model } = modelAnswering([new Error('network down')]);
    await expect(new MongoDailyGameRepository(model).claim('google:1', '2025-03-01', 3)).rejects.toThrow(
      'network down',
    );
  });
});
