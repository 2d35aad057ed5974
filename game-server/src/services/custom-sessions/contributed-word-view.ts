import { foolRate, type ContributedWordView, type WordPlayCounts } from '@bluffle/shared-schema';
import type { StoredWord } from '../../domain/word';

/** No calls yet: what a word that no server-judged game has met counts. */
export const NO_PLAYS: WordPlayCounts = { calls: 0, calledReal: 0 };

/**
 * A contributed word as its author sees it (My Bluffles): every field of the word, its moderation state and
 * how it fooled players. Only the store's bookkeeping (source, author, the generator's provenance) stays out.
 */
export function toContributedWordView(
  word: StoredWord,
  plays: WordPlayCounts = NO_PLAYS,
): ContributedWordView {
  const { source: _source, createdBy: _createdBy, provenance: _provenance, ...view } = word;
  return {
    ...view,
    plays: { calls: plays.calls, calledReal: plays.calledReal },
    foolRate: foolRate({ isReal: word.isReal, ...plays }),
  };
}
