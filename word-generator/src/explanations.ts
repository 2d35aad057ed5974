import type { Difficulty, WordClass } from '@bluffle/shared-schema';

// Explanations speak to players (issue 7): one short, friendly line for the feedback panel. How a word was
// made, in the build's own terms, is its provenance, shown on the admin's word card only.

const RARITY: Record<Difficulty, string> = {
  easy: 'an uncommon',
  medium: 'a rare',
  hard: 'a very rare',
};

/** "Real: a rare English verb." */
export function explainRealWord(wordClass: WordClass, difficulty: Difficulty): string {
  return `Real: ${RARITY[difficulty]} English ${wordClass}.`;
}

/**
 * "Made up: an invented 'vexam-' with the real adjective ending '-ic'; the meaning belongs to 'copacetic'."
 * When the ending is just the donor's last letters: "... with the ending and the meaning of 'recess'."
 */
export function explainGraftedFake(
  stem: string,
  ending: string,
  wordClass: WordClass,
  isKnownSuffix: boolean,
  donor: string,
): string {
  return isKnownSuffix
    ? `Made up: an invented '${stem}-' with the real ${wordClass} ending '-${ending}'; the meaning belongs to '${donor}'.`
    : `Made up: an invented '${stem}-' with the ending and the meaning of '${donor}'.`;
}
