import { shuffle, type RandomSource } from '@bluffle/shared-schema';
import { gradeFakeWord } from './difficulty';
import { pickFakeAlternatives } from './distractors';
import { explainGraftedFake } from './explanations';
import type { InventedWord } from './graft';
import { graftSuffixOf } from './graft';
import type { RealWordCandidate } from './real-word-candidates';
import type { SeedWord } from './seed-word';
import { swapWordInSentence } from './usage-sentence';

export interface GraftOptions {
  /** How many fakes to make. */
  count: number;
  /** Words already in the bank (real words and earlier fakes), so nothing repeats. */
  taken: Set<string>;
}

/**
 * Only the middle of the naturalness range is used: the most English-looking Markov words read like
 * misspellings of real ones (`exhibility`), the least like keyboard noise.
 */
function usableBand(pool: ReadonlyMap<string, InventedWord[]>): { low: number; high: number } {
  const scores = [...pool.values()]
    .flat()
    .map((invented) => invented.naturalness)
    .sort((left, right) => left - right);
  return {
    low: scores[Math.floor(scores.length * 0.2)] ?? -Infinity,
    high: scores[Math.floor(scores.length * 0.9)] ?? 0,
  };
}

/** Rare donors lend better meanings: a common donor's definition would point straight at the donor. */
function donorPreference(donor: RealWordCandidate): number {
  return donor.difficulty ? 0 : 1;
}

/**
 * Grafted fakes (note word-data §3): for each donor, a Markov word with the donor's suffix takes the donor's
 * definition and example sentence; the donor becomes the real option of the follow-up and three more Markov
 * words with the same suffix are the fake options.
 */
export function graftFakeWords(
  donors: readonly RealWordCandidate[],
  pool: ReadonlyMap<string, InventedWord[]>,
  options: GraftOptions,
  random: RandomSource,
): SeedWord[] {
  const band = usableBand(pool);
  const usablePool = new Map<string, InventedWord[]>();
  for (const [suffix, words] of pool) {
    usablePool.set(
      suffix,
      words.filter((invented) => invented.naturalness >= band.low && invented.naturalness <= band.high),
    );
  }
  const made: { seed: Omit<SeedWord, 'difficulty'>; naturalness: number; hasCommonDonor: boolean }[] = [];
  const orderedDonors = shuffle(donors, random).sort(
    (left, right) => donorPreference(left) - donorPreference(right),
  );
  for (const donor of orderedDonors) {
    if (made.length >= options.count) break;
    const suffix = graftSuffixOf(donor.word, donor.wordClass);
    const group = suffix ? usablePool.get(suffix) : undefined;
    if (!suffix || !group || options.taken.has(donor.word)) continue;
    const fitting = group.filter(
      (invented) =>
        !options.taken.has(invented.word) && Math.abs(invented.word.length - donor.word.length) <= 3,
    );
    const fake = fitting[Math.floor(random() * fitting.length)];
    if (!fake) continue;
    const usage = swapWordInSentence(donor.usage, donor.word, fake.word);
    if (!usage) continue;
    const alternatives = pickFakeAlternatives(
      group.map((invented) => invented.word),
      fake.word.length,
      new Set([...options.taken, fake.word]),
      random,
    );
    if (!alternatives) continue;
    for (const word of [fake.word, donor.word, ...alternatives]) options.taken.add(word);
    made.push({
      naturalness: fake.naturalness,
      hasCommonDonor: !donor.difficulty,
      seed: {
        word: fake.word,
        definition: donor.definition,
        usage,
        isReal: false,
        category: donor.category,
        language: 'english',
        wordClass: donor.wordClass,
        explanation: explainGraftedFake(fake.stem, suffix, donor.wordClass, donor.word),
        wordsReal: donor.word,
        wordsFake1: alternatives[0],
        wordsFake2: alternatives[1],
        wordsFake3: alternatives[2],
        source: 'seed',
      },
    });
  }
  const rareDonorFakes = made.filter((entry) => !entry.hasCommonDonor);
  const byNaturalness = [...rareDonorFakes].sort((left, right) => right.naturalness - left.naturalness);
  const rank = new Map(byNaturalness.map((entry, index) => [entry, index]));
  return made.map((entry) => ({
    ...entry.seed,
    difficulty: gradeFakeWord(rank.get(entry) ?? 0, rareDonorFakes.length, entry.hasCommonDonor),
  }));
}
