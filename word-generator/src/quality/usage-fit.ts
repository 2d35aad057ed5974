import { isCategorySentenceFor } from '../english/category-sentences';
import { lendingMisfit, type LendingMisfit } from '../english/lending-fit';
import { ownWordSources } from '../english/own-word-sentences';
import type { SeedWord } from '../common/seed-word';
import {
  isBorrowable,
  lendingMeaningsOf,
  lendingSource,
  sentenceFrom,
  type Nearness,
} from '../english/sense-sentences';
import { isTemplateWrittenFor } from '../english/usage-templates';
import { WRITTEN_USAGE_PROVENANCE } from '../english/word-usage';
import type { Synset, WordNet } from '../common/wordnet-reader';

// Measured on a built bank: whether a word's usage sentence fits the word. Its own WordNet
// example does, and so does a sentence written for a meaning written for the game; a frame does when it was written for the word's kind (usage-templates.ts); a borrowed
// sentence does when the meaning that lent it may lend to the word's (lending-fit.ts), or when it uses the
// meaning's own one-sense word in another entry (own-word-sentences.ts); a sentence written for a kind of
// meaning (category-sentences.ts) does when the word's meaning is of that kind.

/** Why a usage does not fit its word. */
export type UsageMisfit =
  | LendingMisfit
  /** A frame written for another kind of word ("It was the first decametre he had ever seen"). */
  | 'frame-for-another-kind'
  /** A sentence written for a kind the word's meaning is not ("He learned to play the X" for a pill). */
  | 'kind-sentence-for-another-kind'
  /** No meaning near the word's lends the sentence as written (a grandparent's, a broken compound). */
  | 'lender-not-found';

/** The provenance of a sentence borrowed from another meaning (word-usage.ts). */
const BORROWED = /usage: borrowed WordNet example of [^(]*\('([^']+)'\)/;

/** The meanings that might have lent `word`'s sentence: the word's neighbours, its meaning, its other senses. */
function possibleLenders(word: SeedWord, meaning: Synset, wordNet: WordNet) {
  const lenders: { synset: Synset; nearness: Nearness }[] = lendingMeaningsOf(meaning, wordNet);
  if (!word.isReal) return lenders;
  lenders.push({ synset: meaning, nearness: 'same-meaning' });
  for (const key of wordNet.senses.get(word.word)?.get(meaning.wordClass) ?? []) {
    const other = wordNet.synsets.get(key);
    if (other && key !== meaning.key) lenders.push({ synset: other, nearness: 'other-sense' });
  }
  return lenders;
}

/** Why the lent sentence does not fit, trying each meaning the word's definition may show; undefined if it fits. */
function borrowedMisfit(
  word: SeedWord,
  lemma: string,
  meanings: readonly Synset[],
  wordNet: WordNet,
): UsageMisfit | undefined {
  let misfit: UsageMisfit = 'lender-not-found';
  for (const meaning of meanings) {
    const ownWord = ownWordSources(meaning, wordNet).filter((source) => source.lemma === lemma);
    if (ownWord.some((source) => sentenceFrom(source, word.word, word.wordClass, []) === word.usage))
      return undefined;
    for (const { synset, nearness } of possibleLenders(word, meaning, wordNet)) {
      const lent = nearness === 'other-sense' ? word.word : lemma;
      if (!synset.lemmas.includes(lent)) continue;
      const example = synset.examples.find(
        (candidate) =>
          isBorrowable(candidate) &&
          sentenceFrom(lendingSource(candidate, lent, nearness, true), word.word, word.wordClass, []) ===
            word.usage,
      );
      if (example === undefined) continue;
      const found = lendingMisfit(meaning, synset, nearness, example);
      if (found === undefined) return undefined;
      misfit = found;
    }
  }
  return misfit;
}

/**
 * Why `word`'s usage does not fit it, or undefined when it does. `meanings` are the synsets its definition
 * shows, of its class (a gloss may stand for more than one: any that fits counts).
 */
export function usageMisfit(
  word: SeedWord,
  meanings: readonly Synset[],
  wordNet: WordNet,
): UsageMisfit | undefined {
  const provenance = word.provenance ?? '';
  if (provenance.includes('usage: its own WordNet example')) return undefined;
  if (provenance.includes(`usage: ${WRITTEN_USAGE_PROVENANCE}`)) return undefined;
  const ofClass = meanings.filter((meaning) => meaning.wordClass === word.wordClass);
  if (provenance.includes('usage: category sentence')) {
    const fits = ofClass.some((meaning) => isCategorySentenceFor(word.usage, word.word, meaning, wordNet));
    return fits ? undefined : 'kind-sentence-for-another-kind';
  }
  const lemma = BORROWED.exec(provenance)?.[1];
  if (lemma !== undefined) return borrowedMisfit(word, lemma, ofClass, wordNet);
  const written = ofClass.some((meaning) => isTemplateWrittenFor(word.usage, word.word, meaning));
  return written ? undefined : 'frame-for-another-kind';
}
