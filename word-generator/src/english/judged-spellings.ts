import { JUDGED_SPELLINGS } from './data/judged-spellings';

// The pool's spelling classifier keeps the chain's words whose letter n-grams read as real, and blind readers
// still called most fakes on "the spelling looks invented": a stem with no root English knows, a garbled real
// word ("expenment"), stacked suffixes ("-ationsis"), an Italian or French look ("vapotto"), a jokey sound
// ("whanka"). A garbled real word has very real n-grams, so the classifier cannot see what a reader sees. So
// readers who saw only the word, among real rare words, rated every fake of a built bank from 5 (reads as a
// real rare word) to 1 (obviously invented): a spelling rated invented is never made again, and a shape's
// fake is one readers believed whenever it has one (english-fake-words.ts). Three banks' fakes rated, 34%, 24%
// and 22% believed; the bank built on them shows 43% (words:quality), and its spelling AUC held (0.571 -> 0.574).

/** Ratings of 3 and up: a reader was unsure or believed it, which is all a bluff needs. */
export const BELIEVABLE_RATING = 3;

const RATINGS = new Map<string, number>(JUDGED_SPELLINGS);

/** The readers' rating of an invented spelling, or undefined when none rated it. */
export function judgedRating(word: string): number | undefined {
  return RATINGS.get(word);
}

/** Whether readers rated `word` probably or obviously invented. */
export function isJudgedInvented(word: string): boolean {
  const rating = RATINGS.get(word);
  return rating !== undefined && rating < BELIEVABLE_RATING;
}
