import type { WordPlayCounts } from '@bluffle/shared-schema';

// How players called each word in server-judged games (issue 8: a contributed word's fool rate; issue 19:
// every word's). The store port speaks in this type; it does not define it (issue 22).

/** Calls of one word gathered since the last flush: `calledReal` of the `calls` said real. */
export interface WordCallTally extends WordPlayCounts {
  wordId: string;
}
