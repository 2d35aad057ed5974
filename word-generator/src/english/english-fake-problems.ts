import type { FakeWordProblem } from '../common/word-inspection';
import {
  isCompoundOfCommonWords,
  isOneEditFromCommonWord,
  isPrefixPlusRealWord,
  isRealWordPlusSuffix,
  isUnpronounceable,
} from './fake-word-filters';
import type { Lexicon } from './lexicon';
import { containsBlockedFragment } from '../common/profanity';

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
