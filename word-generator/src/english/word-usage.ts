import type { RandomSource } from '@bluffle/shared-schema';
import type { CategorySentence } from './category-sentences';
import type { RealWordCandidate } from './real-word-candidates';
import { sentenceFrom, type Nearness, type SentenceSource } from './sense-sentences';
import { findWordForm } from '../common/usage-sentence';
import { templateUsage } from './usage-templates';

// Which sentence a word gets. A real word's own WordNet example first; then a sentence
// borrowed from a near meaning (sense-sentences.ts), the nearest first and each frame used by at most two
// words of a batch; then one written for its meaning's kind (category-sentences.ts), and a template last,
// each only while the batch's allowance lasts, the same for real and fake words so the kind of sentence
// never tells.

export interface WordUsage {
  sentence: string;
  isTemplate: boolean;
  /** Written for the kind of thing its meaning is (category-sentences.ts). */
  isCategory?: boolean;
  /** How it was made, for the admin's word card. */
  provenance: string;
}

const PROVENANCE_OF: Readonly<Record<Nearness, string>> = {
  'same-meaning': 'its meaning, with a synonym',
  'own-word': "its meaning's own word, in another entry",
  narrower: 'a narrower meaning',
  'near-synonym': 'a near synonym',
  broader: 'a broader meaning',
  sibling: 'a sibling meaning',
  'distant-sibling': 'a distant sibling meaning',
  'other-sense': 'the word in another sense',
  written: 'its meaning',
};

/** The provenance of a sentence written for a meaning written for the game (usage-fit.ts reads it). */
export const WRITTEN_USAGE_PROVENANCE = 'a sentence written for its meaning';

/** What a batch of words has used up. */
export interface UsageBudget {
  /** Whether this word may borrow the sentence: its frame is not used up, its meaning near enough. */
  canBorrow(source: SentenceSource): boolean;
  /**
   * A sentence written for the meaning's kind, when the batch's allowance for them lasts and the kind has one
   * not yet used up; absent or undefined when none may be used.
   */
  categorySentence?(word: string, meaning: RealWordCandidate): CategorySentence | undefined;
  /** Whether another template may be used by a word of this kind. */
  canUseTemplate(): boolean;
  /** Which of the templates written for a word's kind it takes; absent: one at random. */
  chooseTemplate?(templates: readonly string[]): string | undefined;
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
    if (!budget.canBorrow(source)) continue;
    const sentence = sentenceFrom(source, word, meaning.wordClass, names);
    if (sentence)
      return {
        sentence,
        isTemplate: false,
        provenance:
          source.nearness === 'written'
            ? WRITTEN_USAGE_PROVENANCE
            : `borrowed WordNet example of ${PROVENANCE_OF[source.nearness]} ('${source.lemma}')`,
      };
  }
  const category = budget.categorySentence?.(word, meaning);
  if (category && !names.some((name) => name !== word && findWordForm(category.sentence, name)))
    return {
      sentence: category.sentence,
      isTemplate: false,
      isCategory: true,
      provenance: `category sentence for a kind of ${category.kind.name} (WordNet ${category.kind.synset})`,
    };
  if (!budget.canUseTemplate()) return undefined;
  const sentence = templateUsage(word, meaning, random, budget.chooseTemplate);
  if (!sentence || names.some((name) => name !== word && findWordForm(sentence, name))) return undefined;
  return { sentence, isTemplate: true, provenance: 'template sentence' };
}
