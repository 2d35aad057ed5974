import type { WordClass } from '@bluffle/shared-schema';
import {
  isCompoundOfCommonWords,
  isOneEditFromCommonWord,
  isPrefixPlusRealWord,
  isRealWordPlusSuffix,
  isUnpronounceable,
} from '../english/fake-word-filters';
import {
  possibleRoots,
  isOneEditFrom,
  containsProfanity,
  type TagalogLexicon,
} from '../filipino/filipino-lexicon-check';
import type { Lexicon } from '../english/lexicon';
import { containsBlockedFragment } from './profanity';

// What the pipeline's data says about a word someone typed (the wordsmith's Validate): whether a
// word list knows it, which word classes the dictionary gives it, and why it could not pass as a fake. The
// same filters keep real words out of the generated fakes; here each is reported instead of the first only.

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

/** Every English filter a generated fake must pass, each reported (the length and letters-only rules aside). */
export function englishFakeProblems(word: string, lexicon: Lexicon): FakeWordProblem[] {
  const problems: FakeWordProblem[] = [];
  const isKnown = lexicon.knownWords.has(word);
  if (isKnown) problems.push('known-word');
  if (containsBlockedFragment(word)) problems.push('profanity');
  if (isKnown) return problems;
  if (isRealWordPlusSuffix(word, lexicon.knownWords) || isPrefixPlusRealWord(word, lexicon.knownWords)) {
    problems.push('real-word-plus-affix');
  }
  if (isCompoundOfCommonWords(word, lexicon.compoundParts)) problems.push('compound');
  if (isOneEditFromCommonWord(word, lexicon.commonWords)) problems.push('one-edit-from-common');
  if (isUnpronounceable(word)) problems.push('hard-to-say');
  return problems;
}

/** Roots this short are found inside too many forms to say a word is built on one. */
const MIN_LISTED_ROOT = 4;

/**
 * The Tagalog checks an invented word passed before it shipped, against the Tagalog words the package has
 * (its own entries and common roots; the GPL word lists are read at build time only): a listed word, an
 * affixed listed word, one edit from one, profanity. A real English word is known too: Filipino players
 * read English.
 */
export function filipinoFakeProblems(
  word: string,
  tagalog: TagalogLexicon,
  isEnglishWord: boolean,
): FakeWordProblem[] {
  const problems: FakeWordProblem[] = [];
  const isKnown = tagalog.forms.has(word) || isEnglishWord;
  if (isKnown) problems.push('known-word');
  if (containsProfanity(word)) problems.push('profanity');
  if (isKnown) return problems;
  const roots = [...possibleRoots(word)].filter((root) => root !== word && root.length >= MIN_LISTED_ROOT);
  if (roots.some((root) => tagalog.forms.has(root))) problems.push('real-word-plus-affix');
  if (isOneEditFrom(word, tagalog.allForms)) problems.push('one-edit-from-common');
  return problems;
}
