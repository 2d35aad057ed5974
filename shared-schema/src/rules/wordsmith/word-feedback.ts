import type { WordFormProblem } from './form-problems';
import type { WordFormField } from './word-form';

// A file of its own: the form's fields sit below the problems a check finds, and feedback names both.

/** One thing to act on: an error refuses the word, a warning only informs. */
export interface WordFeedback {
  severity: 'error' | 'warning';
  /** The form field it is about, or null for the word as a whole. */
  field: WordFormField | null;
  /** The server's English. */
  message: string;
  /**
   * A pure check's finding as data, for a page to word in its reader's language; absent for what
   * only the server checks (dictionary, word lists, profanity, the bank), which `message` alone says.
   */
  problem?: WordFormProblem;
}
