import { namedMeaningLookup } from '../common/named-meanings';
import { JUDGED_TAGALOG_NAMES } from './data/judged-tagalog-names';

// A meaning written for an invented Filipino word gives it away when a speaker knows the Tagalog word for it:
// blind readers called fakes on "pounding rice is magbayo" or "that coin game is tatsing". Two readers who saw
// only the written glosses (never a word, nor which were used), each on their own, were asked of every one
// whether a Tagalog word, fixed phrase or loan used in Filipino names it; 218 of the 530 were named by both
// (the brief: word-generator/tools/named-meanings/filipino-brief.md). Each was replaced in place (same affix,
// category and difficulty, so every invented word keeps its meaning's slot) by one of three meanings written
// in the real entries' voice, the one neither of two more readers named and the real entries' wording
// resembled most. The table keeps the named glosses, the 14 replacements both readers named and two meanings
// a blind reader named in play, so none is written again.

/** The Tagalog word or loan readers named for a written Filipino meaning's gloss, if both named one. */
export const judgedTagalogNameOf = namedMeaningLookup(JUDGED_TAGALOG_NAMES);
