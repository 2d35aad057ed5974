import type { WordFeedback } from './word-feedback';
import type { WordFormField } from './word-form';

// One feedback item of the wordsmith's Validate: an error refuses the word, a warning only informs.

export function wordError(field: WordFormField | null, message: string): WordFeedback {
  return { severity: 'error', field, message };
}

export function wordWarning(field: WordFormField | null, message: string): WordFeedback {
  return { severity: 'warning', field, message };
}

/** A word is valid when nothing in its feedback is an error (warnings may stay). */
export function isValidByFeedback(feedback: readonly WordFeedback[]): boolean {
  return feedback.every((item) => item.severity !== 'error');
}
