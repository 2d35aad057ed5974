import { namedMeaningLookup } from '../common/named-meanings';
import { JUDGED_NAMED_MEANINGS } from './data/judged-named-meanings';

// A meaning written for a fake gives it away when a reader knows a word for it: blind readers called fakes on
// "that is just a stock" (a folded scarf pinned at the throat) or "that is puttanesca" whatever the spelling.
// The gloss index (gloss-index.ts) catches meanings WordNet says; these are ones it misses, named by words or
// fixed terms WordNet lacks or glosses otherwise. Readers who saw only the written definitions (never a word,
// nor which were used) were asked of every one whether a word or term names it; and of the meanings written
// beside a real one, which stay close to it, whether a player would say "that is basically X" with one detail
// changed (only those they were sure of: readers asked that way flagged a quarter to two thirds of them, most on
// a loose likeness). Blind readers of the bank still named a word for 7-12% of its fakes, so every written
// meaning was asked again, one reader each, in the blind readers' own words ("I know the word for that: X",
// strict about loose likenesses): 9% of the meanings the bank drew were named, 5% of the others. The named
// meanings readers still found were then all written beside a real one, so those were asked a third time,
// told that each is a real thing with one detail changed ("that's just X" despite the change): 6% named. The
// table is data/judged-named-meanings.ts; words:quality counts the fakes that show one.

/** The word or term readers named for a written meaning's definition, if they named one. */
export const judgedNameOf = namedMeaningLookup(JUDGED_NAMED_MEANINGS);
