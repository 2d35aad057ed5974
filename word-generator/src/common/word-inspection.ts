import type { WordClass } from '@bluffle/shared-schema';

// What the pipeline's data says about a word someone typed (the wordsmith's Validate): whether a
// word list knows it, which word classes the dictionary gives it, and why it could not pass as a fake. The
// same filters keep real words out of the generated fakes; each language reports every one instead of the first
// only (english/english-fake-problems.ts, filipino/filipino-fake-problems.ts).

/**
 * Why a word could not pass as a fake, worst first. The first five give a fake away (a player who knows the
 * word, or sees a typo or a real word in it, is not bluffed); the last only makes it harder to believe. The
 * generator's strictest filter (no common word of 4+ letters inside the stem) is left out: it is a taste the
 * pool can afford, and it would flag most words a person invents.
 */
export const FAKE_WORD_PROBLEMS = [
  'known-word',
  'profanity',
  'real-word-plus-affix',
  'compound',
  'one-edit-from-common',
  'hard-to-say',
] as const;
export type FakeWordProblem = (typeof FAKE_WORD_PROBLEMS)[number];

/**
 * How far the language's dictionary data reaches: `full` (English WordNet: a word it lacks is no dictionary
 * word), `partial` (Filipino: the words written for Bluffle and common roots; the full Tagalog lists may not
 * be shipped), `none` (Latin).
 */
export type DictionaryCoverage = 'full' | 'partial' | 'none';

export interface WordInspection {
  /** The text as inspected: trimmed and lowercased. */
  word: string;
  /** A word list of the language knows it as a real word. */
  isKnownRealWord: boolean;
  coverage: DictionaryCoverage;
  /** The word classes the dictionary gives it, its first sense's first; empty when it has no entry. */
  dictionaryClasses: WordClass[];
  /** Why it could not pass as a fake, in FAKE_WORD_PROBLEMS order; empty when it could. */
  fakeProblems: FakeWordProblem[];
}
