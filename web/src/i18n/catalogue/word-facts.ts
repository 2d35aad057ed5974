import type { Difficulty, Language, WordClass, WordStatus } from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';

/**
 * A word's facts as the word tools (Wordsmith page, admin panel) show them: its language, word class,
 * difficulty, review state and truth. The English entries are the values themselves, as the spec lists them.
 */
export const wordFactsEnglish = {
  languageNames: {
    english: 'English',
    filipino: 'Filipino',
    latin: 'Latin',
  } satisfies Record<Language, string>,
  wordClasses: {
    noun: 'noun',
    verb: 'verb',
    adjective: 'adjective',
    adverb: 'adverb',
    pronoun: 'pronoun',
    preposition: 'preposition',
    conjunction: 'conjunction',
    interjection: 'interjection',
  } satisfies Record<WordClass, string>,
  difficulties: { easy: 'easy', medium: 'medium', hard: 'hard' } satisfies Record<Difficulty, string>,
  statuses: {
    pending: 'Pending review',
    approved: 'Approved',
    rejected: 'Rejected',
  } satisfies Record<WordStatus, string>,
  /** A rejected word with the admin's reason (the reason is the admin's own words, shown as typed). */
  rejectedBecause: (p: { reason: string }) => `Rejected: ${p.reason}`,
  /** The author's own words only: bank words never show their truth. */
  truthTags: { real: 'REAL', fake: 'FAKE' },
};

export const wordFactsFilipino: MessagesOf<typeof wordFactsEnglish> = {
  languageNames: { english: 'Ingles', filipino: 'Filipino', latin: 'Latin' },
  // The parts of speech as Filipino grammar names them (bahagi ng pananalita).
  wordClasses: {
    noun: 'pangngalan',
    verb: 'pandiwa',
    adjective: 'pang-uri',
    adverb: 'pang-abay',
    pronoun: 'panghalip',
    preposition: 'pang-ukol',
    conjunction: 'pangatnig',
    interjection: 'padamdam',
  },
  difficulties: { easy: 'madali', medium: 'katamtaman', hard: 'mahirap' },
  statuses: {
    pending: 'Naghihintay ng review',
    approved: 'Aprubado',
    rejected: 'Tinanggihan',
  },
  rejectedBecause: (p) => `Tinanggihan: ${p.reason}`,
  truthTags: { real: 'TOTOO', fake: 'PEKE' },
};
