import { pickOne, type RandomSource } from '@bluffle/shared-schema';
import { pickFakeAlternatives } from './distractors';
import { gradeFakeWord } from './difficulty';
import { explainGraftedFake } from './explanations';
import type { GeneratedWord } from './generated-word';
import { endingAgreesWithClass, graftEndingOf, isKnownSuffix } from './graft';
import type { InventedPool, InventedWord } from './invented-pool';
import type { RealWordCandidate } from './real-word-candidates';
import { findWordForm, swapWordInSentence } from './usage-sentence';
import { templateUsage } from './usage-templates';

export interface GraftChoices {
  /** Whether a word may not be used (already in the bank or the store, or used earlier in this batch). */
  isTaken(word: string): boolean;
  /**
   * The donor's own example sentence, or a template. The caller gives fakes examples at the rate its real
   * words have them, so the kind of sentence is no clue.
   */
  usage: 'example' | 'template';
}

function fitting(
  group: readonly InventedWord[],
  length: number,
  wordClass: RealWordCandidate['wordClass'],
  ending: string,
  isTaken: (word: string) => boolean,
): InventedWord[] {
  return group.filter(
    (invented) =>
      Math.abs(invented.word.length - length) <= 2 &&
      endingAgreesWithClass(invented.word, ending, wordClass) &&
      !isTaken(invented.word),
  );
}

/**
 * A grafted fake (note word-data §3): an invented word that ends as the donor does takes the donor's
 * meaning, and the donor's example sentence (inflection and a/an kept) or a template; the donor is the real
 * option of its follow-up and three more invented words with the same ending are the fake ones. Undefined
 * when the pool has nothing that fits this donor.
 */
export function graftFakeWord(
  donor: RealWordCandidate,
  pool: InventedPool,
  choices: GraftChoices,
  random: RandomSource,
): GeneratedWord | undefined {
  const ending = graftEndingOf(donor.word, donor.wordClass);
  const group = ending ? pool.byEnding.get(ending) : undefined;
  if (!ending || !group) return undefined;
  const options = fitting(group, donor.word.length, donor.wordClass, ending, choices.isTaken);
  if (options.length === 0) return undefined;
  const fake = pickOne(options, random);
  const alternatives = pickFakeAlternatives(
    options.map((invented) => invented.word),
    donor.word.length,
    new Set([fake.word]),
    random,
  );
  if (!alternatives) return undefined;
  const useTemplate = choices.usage === 'template';
  if (!useTemplate && donor.example === undefined) return undefined;
  const usage = useTemplate
    ? templateUsage(fake.word, donor, random)
    : swapWordInSentence(donor.example ?? '', donor.word, fake.word);
  // A template could still name the donor ("He scribbled a short ..." for `scribble`): that would leak it.
  if (!usage || findWordForm(usage, donor.word)) return undefined;
  const stem = fake.word.slice(0, fake.word.length - ending.length);
  const knownSuffix = isKnownSuffix(ending, donor.wordClass);
  return {
    word: fake.word,
    definition: donor.definition,
    usage,
    isReal: false,
    difficulty: gradeFakeWord(fake.naturalnessRank, donor.difficulty === undefined),
    category: donor.category,
    language: 'english',
    wordClass: donor.wordClass,
    explanation: explainGraftedFake(stem, ending, donor.wordClass, knownSuffix, donor.word),
    wordsReal: donor.word,
    wordsFake1: alternatives[0],
    wordsFake2: alternatives[1],
    wordsFake3: alternatives[2],
    provenance:
      `Fake: stem '${stem}' from a character Markov chain (order 3) + ending '-${ending}' of the donor ` +
      `'${donor.word}' (WordNet 3.1 ${donor.synsetKey}, ${donor.lexFile}); spelling classifier P(real) ` +
      `${fake.naturalness.toFixed(2)}; usage: ${useTemplate ? 'template sentence' : "donor's WordNet example"}; ` +
      'absent from every word list checked; not one edit from a common word, not a real word plus an affix.',
  };
}
