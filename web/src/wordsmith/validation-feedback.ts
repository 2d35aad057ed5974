import type { WordFeedback, WordFormField } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';

// The validation banner (docs/product.md §2: 'Valid or Invalid with feedback'): errors refuse the word, warnings only
// inform; each item sits by the field it is about, and the banner lists them all.

/** Errors first, then warnings; the server's order within each. */
export function orderedFeedback(feedback: readonly WordFeedback[]): WordFeedback[] {
  return [
    ...feedback.filter((item) => item.severity === 'error'),
    ...feedback.filter((item) => item.severity === 'warning'),
  ];
}

/** The items about one field, for the message under its input. */
export function feedbackForField(feedback: readonly WordFeedback[], field: WordFormField): WordFeedback[] {
  return orderedFeedback(feedback.filter((item) => item.field === field));
}

export function countBySeverity(feedback: readonly WordFeedback[]): { errors: number; warnings: number } {
  const errors = feedback.filter((item) => item.severity === 'error').length;
  return { errors, warnings: feedback.length - errors };
}

/** The banner's one-line summary, e.g. '2 errors, 1 warning'. */
export function feedbackSummary(
  feedback: readonly WordFeedback[],
  messages: Messages['wordsmithForm'],
): string {
  const { errors, warnings } = countBySeverity(feedback);
  const parts: string[] = [];
  if (errors > 0) parts.push(messages.errorCount({ count: errors }));
  if (warnings > 0) parts.push(messages.warningCount({ count: warnings }));
  return parts.length === 0 ? messages.noProblems : parts.join(', ');
}
