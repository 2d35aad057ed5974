import type { WordFormField } from '@bluffle/shared-schema';

/** The id of a Create-A-Bluff input, so labels, feedback and the banner's links can point at it. */
export function fieldInputId(field: WordFormField): string {
  return `wordsmith-${field}`;
}

/** The id of the feedback list under an input (its aria-describedby). */
export function fieldFeedbackId(field: WordFormField): string {
  return `wordsmith-${field}-feedback`;
}
