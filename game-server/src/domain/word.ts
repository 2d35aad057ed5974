import type { Word, WordSource, WordStatus } from '@bluffle/shared-schema';

// A word as the server keeps it: the shared Word plus who made it, how, and where moderation stands. The
// store port speaks in these types; it does not define them.

/** A word before the store gives it an id and a creation date. */
export type NewWord = Omit<Word, 'id' | 'createdAt'> & {
  createdAt?: string;
  source?: WordSource;
  createdBy?: string;
  /** How the generator made the word, for the admin's word card; never served to players. */
  provenance?: string;
  /** 'approved' when absent: only wordsmiths' contributions wait for moderation (docs/design.md decision 13). */
  status?: WordStatus;
};

export type StoredWord = Word & {
  source: WordSource;
  createdBy: string | null;
  provenance?: string;
  status: WordStatus;
  /** Set when an admin rejects the word; its author reads it. */
  rejectionReason: string | null;
};

/** An admin's moderation decision on a contributed word. */
export type WordReview = { status: 'approved' } | { status: 'rejected'; reason: string };
