import type { Language } from '@bluffle/shared-schema';

// The daily five: a day's set of words per language, and who has played it. The store port
// speaks in these types; it does not define them.

/** The daily five's set of a UTC day in one language, as first chosen. */
export interface DailyFiveSetRecord {
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  language: Language;
  /** The day's words in play order. */
  wordIds: string[];
  createdAt: string;
}

/** A word as the day's choice sees it (shared-schema rules/daily-five DailyFiveCandidate). */
export interface DailyFiveCandidateRecord {
  id: string;
  word: string;
  isReal: boolean;
  isProvenFooler: boolean;
}

/** An identity's start of a day's daily five in one language: the one play that day allows. */
export interface DailyFivePlayRecord {
  /** The play identity (services/play-identity.ts): `user:<id>` or `guest:<hash of the guest id>`. */
  identityKey: string;
  day: string;
  language: Language;
  /** The solo session it is played in. */
  sessionCode: string;
  startedAt: string;
}
