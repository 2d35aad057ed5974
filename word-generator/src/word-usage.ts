import type { RandomSource } from '@bluffle/shared-schema';
import type { RealWordCandidate } from './real-word-candidates';
import { sentenceFrom, type SentenceSource } from './sense-sentences';
import { findWordForm } from './usage-sentence';
import { templateUsage } from './usage-templates';

// Issue 19, item 2: which sentence a word gets. A real word's own WordNet example first; then a sentence
// borrowed from a neighbouring meaning (sense-sentences.ts), each used by one word of a batch only, so no
// frame repeats; a template last, and only while the batch's template allowance lasts, the same for real
// and fake words so the kind of sentence never tells.

export interface WordUsage {
  sentence: string;
  /** The WordNet example it was made from, when borrowed: one word per example. */
  borrowedFrom?: string;
  isTemplate: boolean;
  /** How it was made, for the admin's word card. */
  provenance: string;
}

/** What a batch of words has used up. */
export interface UsageBudget {
  isExampleTaken(example: string): boolean;
  /** Whether another template may be used by a word of this kind. */
  canUseTemplate(): boolean;
}

/** A sentence for `word` in `meaning`'s sense, never naming one of `names`. Undefined when none fits. */
export function chooseUsage(
  word: string,
  meaning: RealWordCandidate,
  sources: readonly SentenceSource[],
  names: readonly string[],
  budget: UsageBudget,
  random: RandomSource,
): WordUsage | undefined {
  for (const source of sources) {
    if (budget.isExampleTaken(source.example)) continue;
    const sentence = sentenceFrom(source, word, meaning.wordClass, names);
    if (sentence)
      return {
        sentence,
        borrowedFrom: source.example,
        isTemplate: false,
        provenance: `borrowed WordNet example of a neighbouring meaning ('${source.lemma}')`,
      };
  }
  if (!budget.canUseTemplate()) return undefined;
  const sentence = templateUsage(word, meaning, random);
  if (!sentence || names.some((name) => name !== word && findWordForm(sentence, name))) return undefined;
  return { sentence, isTemplate: true, provenance: 'template sentence' };
}
