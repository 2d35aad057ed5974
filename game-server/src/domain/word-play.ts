import type { WordPlayCounts } from '@bluffle/shared-schema';

// How players called each word in server-judged games (: a contributed word's fool rate:
// every word's). The store port speaks in this type; it does not define it.

/** Calls of one word gathered since the last flush: `calledReal` of the `calls` said real. */
export interface WordCallTally extends WordPlayCounts {
  wordId: string;
}
