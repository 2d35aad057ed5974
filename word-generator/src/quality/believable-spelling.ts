import { createSeededRandom, type RandomSource } from '@bluffle/shared-schema';
import type { TrainedModel } from '../common/naturalness-classifier';
import { trainSpellingModel } from '../common/naturalness-classifier';
import type { SeedWord } from '../common/seed-word';
import { JUDGED_SPELLINGS } from '../english/data/judged-spellings';
import { BELIEVABLE_RATING, judgedRating } from '../english/judged-spellings';

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
export function believableSpelling(fakes: readonly Pick<SeedWord, 'word'>[]): BelievableSpelling {
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

/**
 * A letter n-gram model of the ratings: the chance a reader finds a spelling no reader rated believable. Held
 * out five-fold, it ranks a believable fake above an invented-looking one 77% of the time. It measures; it
 * does not choose: ranking the pool by it drew Latin and Greek spellings (-tor, -ization, ph-) over the plain
 * English ones real words have (-tt-, -ck-, -ee), and the spelling learner read the fakes apart.
 */
export function trainBelievability(random: RandomSource): TrainedModel {
  return trainSpellingModel(
    // The positive class of this learner is "a reader believed it".
    JUDGED_SPELLINGS.map(([word, rating]) => ({ word, isReal: rating >= BELIEVABLE_RATING })),
    { epochs: 15, random },
  );
}
