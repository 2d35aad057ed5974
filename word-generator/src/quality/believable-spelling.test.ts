import { createSeededRandom } from '@bluffle/shared-schema';
import { JUDGED_SPELLINGS } from '../english/data/judged-spellings';
import { believableSpelling, trainBelievability } from './believable-spelling';

describe('fakes a reader believes by spelling', () => {
  it('learns the ratings well enough to rank the believed above the invented on the whole', () => {
    const model = trainBelievability(createSeededRandom(1));
    const mean = (rated: (rating: number) => boolean) => {
      const scores = JUDGED_SPELLINGS.filter(([, rating]) => rated(rating)).map(([word]) =>
        model.score(word),
      );
      return scores.reduce((sum, score) => sum + score, 0) / scores.length;
    };
    expect(mean((rating) => rating >= 3)).toBeGreaterThan(mean((rating) => rating <= 2) + 0.2);
  });

  it('counts a rated fake by its rating and an unrated one by the model', () => {
    const believed = JUDGED_SPELLINGS.find(([, rating]) => rating >= 4)![0];
    const invented = JUDGED_SPELLINGS.find(([, rating]) => rating === 1)![0];
    const fake = (word: string) => ({ word });
    expect(believableSpelling([fake(believed), fake(invented)])).toEqual({ share: 0.5, rated: 2, of: 2 });
    const unrated = believableSpelling([fake('zzxqjkv')]);
    expect(unrated.rated).toBe(0);
    expect(unrated.share).toBeGreaterThan(0);
    expect(unrated.share).toBeLessThan(1);
  });
});
