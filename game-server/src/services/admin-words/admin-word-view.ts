import { wordPlayStanding, type AdminWordView, type WordPlayCounts } from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import type { StoredWord } from '../../domain/word';
import { NO_PLAYS } from '../custom-sessions/contributed-word-view';

/**
 * A stored word as the admin's word card and the moderation queue show it: the whole record (admins see
 * the truth and provenance), its moderation state and the reason of a rejection included, and how players
 * called it, with what that makes of it (: fool rate, proven, retired).
 */
export function toAdminWordView(word: StoredWord, plays: WordPlayCounts = NO_PLAYS): AdminWordView {
  const standing = wordPlayStanding({ isReal: word.isReal, ...plays });
  return {
    ...word,
    plays: {
      calls: plays.calls,
      calledReal: plays.calledReal,
      foolRate: standing.foolRate,
      isProven: standing.isProven,
      isRetired: standing.isRetired,
    },
  };
}

/** A page of words as the admin sees them, each with its counts (one read for the page). */
export async function toAdminWordViews(
  store: Pick<Store, 'wordPlays'>,
  words: readonly StoredWord[],
): Promise<AdminWordView[]> {
  const counts = await store.wordPlays.countsOf(words.map((word) => word.id));
  return words.map((word) => toAdminWordView(word, counts.get(word.id)));
}
