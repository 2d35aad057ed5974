import { createSeededRandom, shuffle } from '@bluffle/shared-schema';
import { spellingAuc } from './bank-quality';
import { drawFilipinoFakes, drawFilipinoReals } from '../filipino/filipino-topic-balance';
import type { SeedWord } from '../common/seed-word';

/** The bank's Filipino half: 500 real and 500 invented words (scripts/word-bank/build-word-bank.ts). */
export const FILIPINO_BANK_PER_KIND = 500;

/**
 * How well spelling alone tells the invented Filipino words from the real ones when drawn as the bank draws them
 * (target at most 0.60): `draws` seeded samples of `perKind` real and `perKind` invented words, each
 * measured as `npm run words:quality` measures the bank (bank-quality's spellingAuc), averaged. The bank is one
 * such sample, so the mean is what a rebuild can expect, in a second or two.
 */
export function filipinoBankSpellingAuc(
  words: readonly SeedWord[],
  options: { draws?: number; perKind?: number; splits?: number } = {},
): number {
  const { draws = 4, perKind = FILIPINO_BANK_PER_KIND, splits = 3 } = options;
  let total = 0;
  for (let draw = 1; draw <= draws; draw += 1) {
    const random = createSeededRandom(1000 + draw);
    // The bank's draw (generateFilipino): both sides by topic, written meanings first, then lent ones.
    const shuffled = shuffle(words, random);
    const reals = drawFilipinoReals(shuffled, perKind);
    const fakes = drawFilipinoFakes(shuffled, reals, perKind);
    total += spellingAuc([...reals, ...fakes], splits);
  }
  return total / draws;
}
