import { createSeededRandom } from '@bluffle/shared-schema';
import type { SeedWord } from '../common/seed-word';
import { BELIEVABLE_RATING, judgedRating, trainBelievability } from '../english/judged-spellings';

export interface BelievableSpelling {
  /** The expected share of the fakes a reader believes by spelling alone (rates 3 or more of 5). */
  share: number;
  /** Fakes readers rated: their ratings count as they are; the rest count by the ratings' model. */
  rated: number;
  of: number;
}

/**
 * What a reader makes of the fakes' spelling (judged-spellings.ts): a rated fake counts 1 when readers found it
 * believable and 0 when not, an unrated one its chance by the model of the ratings. The spelling AUC says
 * whether a letter n-gram learner tells the sides apart; this says whether a person would believe the fakes.
 */
export function believableSpelling(fakes: readonly SeedWord[]): BelievableSpelling {
  const model = trainBelievability(createSeededRandom(1));
  let believed = 0;
  let rated = 0;
  for (const fake of fakes) {
    const rating = judgedRating(fake.word);
    if (rating === undefined) believed += model.score(fake.word);
    else {
      rated += 1;
      believed += rating >= BELIEVABLE_RATING ? 1 : 0;
    }
  }
  return { share: fakes.length === 0 ? 0 : believed / fakes.length, rated, of: fakes.length };
}
