import type { ContributedWordView, CustomSessionView, CustomSessionWordView } from '@bluffle/shared-schema';

// How a wordsmith's words and sessions fooled players (issue 8, 'the reason to pay'), as My Bluffles words it.

export const NOT_PLAYED_YET = 'Not played yet';

/** A share as a whole percentage, e.g. 0.375 -> '38%'. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A session's fool rate: the phase-one calls its players got wrong, out of all their calls. */
export function sessionFoolRateText(session: Pick<CustomSessionView, 'calls' | 'fooled'>): string {
  if (session.calls === 0) return NOT_PLAYED_YET;
  return `Fooled players on ${percent(session.fooled / session.calls)} of calls (${session.fooled} of ${session.calls})`;
}

/** spec §2 My Bluffles: '5 words • N plays'. */
export function sessionPlaysLine(session: Pick<CustomSessionView, 'words' | 'timesPlayed'>): string {
  const words = `${session.words.length} ${session.words.length === 1 ? 'word' : 'words'}`;
  const plays = `${session.timesPlayed} ${session.timesPlayed === 1 ? 'play' : 'plays'}`;
  return `${words} • ${plays}`;
}

/** A session's words as chips: sorted alphabetically (spec §2), whatever order they are played in. */
export function chipsInAlphabeticalOrder(words: readonly CustomSessionWordView[]): CustomSessionWordView[] {
  return [...words].sort((first, second) => first.word.localeCompare(second.word));
}

/** The fool rate on an own word's chip: 'fooled 40%', or nothing while nobody has called it. */
export function chipFoolRate(word: Pick<CustomSessionWordView, 'isOwn' | 'foolRate'>): string | null {
  if (!word.isOwn || word.foolRate === null || word.foolRate === undefined) return null;
  return `fooled ${percent(word.foolRate)}`;
}

/** A contributed word's plays and fool rate, e.g. '3 calls • fooled 67%' ('Not played yet' before any). */
export function contributedWordPlays(word: Pick<ContributedWordView, 'plays' | 'foolRate'>): string {
  if (word.plays.calls === 0 || word.foolRate === null) return NOT_PLAYED_YET;
  const calls = `${word.plays.calls} ${word.plays.calls === 1 ? 'call' : 'calls'}`;
  return `${calls} • fooled ${percent(word.foolRate)}`;
}

/** What a fool rate means for this word: a FAKE fools by being called real, a REAL by being called fake. */
export function foolRateMeaning(isReal: boolean): string {
  return isReal ? 'players who called it fake' : 'players who called it real';
}
