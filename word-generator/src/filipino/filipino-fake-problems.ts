import type { FakeWordProblem } from '../common/word-inspection';
import {
  possibleRoots,
  isOneEditFrom,
  containsProfanity,
  type TagalogLexicon,
} from './filipino-lexicon-check';

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
