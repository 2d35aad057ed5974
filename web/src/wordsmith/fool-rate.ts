import type { ContributedWordView, CustomSessionView, CustomSessionWordView } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';

// How a wordsmith's words and sessions fooled players ('the reason to pay'), as My Bluffles words it
// (the catalogue's wordsmithSessions area).

type SessionMessages = Messages['wordsmithSessions'];

/** A share as a whole percentage, e.g. 0.375 -> '38%'. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A session's fool rate: the phase-one calls its players got wrong, out of all their calls. */
export function sessionFoolRateText(
  session: Pick<CustomSessionView, 'calls' | 'fooled'>,
  messages: SessionMessages,
): string {
  if (session.calls === 0) return messages.notPlayedYet;
  return messages.sessionFoolRate({
    percent: percent(session.fooled / session.calls),
    fooled: session.fooled,
    calls: session.calls,
  });
}

/** docs/product.md §2 My Bluffles: '5 words • N plays'. */
export function sessionPlaysLine(
  session: Pick<CustomSessionView, 'words' | 'timesPlayed'>,
  messages: SessionMessages,
): string {
  return messages.playsLine({ words: session.words.length, plays: session.timesPlayed });
}

/** A session's words as chips: sorted alphabetically (docs/product.md §2), whatever order they are played in. */
export function chipsInAlphabeticalOrder(words: readonly CustomSessionWordView[]): CustomSessionWordView[] {
  return [...words].sort((first, second) => first.word.localeCompare(second.word));
}

/** The fool rate on an own word's chip: 'fooled 40%', or nothing while nobody has called it. */
export function chipFoolRate(
  word: Pick<CustomSessionWordView, 'isOwn' | 'foolRate'>,
  messages: SessionMessages,
): string | null {
  if (!word.isOwn || word.foolRate === null || word.foolRate === undefined) return null;
  return messages.chipFoolRate({ percent: percent(word.foolRate) });
}

/** A contributed word's plays and fool rate, e.g. '3 calls • fooled 67%' ('Not played yet' before any). */
export function contributedWordPlays(
  word: Pick<ContributedWordView, 'plays' | 'foolRate'>,
  messages: SessionMessages,
): string {
  if (word.plays.calls === 0 || word.foolRate === null) return messages.notPlayedYet;
  return messages.wordPlays({ calls: word.plays.calls, percent: percent(word.foolRate) });
}
