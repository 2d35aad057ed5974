import type { WordClass } from '@bluffle/shared-schema';
import type { Rarity } from '../common/frequency-ranks';

// Explanations speak to players: one short, friendly line for the feedback panel. How a word was
// made, in the build's own terms, is its provenance, shown on the admin's word card only.

const RARITY: Record<Rarity, string> = {
  common: 'a common',
  uncommon: 'an uncommon',
  rare: 'a rare',
  'very rare': 'a very rare',
};

/** "Real: a rare English verb.": the rarity from the word's frequency, the class from its sense. */
export function explainRealWord(wordClass: WordClass, rarity: Rarity): string {
  return `Real: ${RARITY[rarity]} English ${wordClass}.`;
}

/**
 * "Made up: an invented 'vexam-' with the real adjective ending '-ic'; the meaning belongs to 'copacetic'."
 * When the ending is just the donor's last letters: "... with the ending and the meaning of 'recess'." When
 * it is the last letters of other real words of the sense (the donor ends otherwise): "... with '-zo', an
 * ending real nouns have; the meaning belongs to 'parsnip'."
 */
/** A fake whose meaning was written for the game (written-meanings.ts). */
export function explainWrittenFake(
  stem: string,
  ending: string,
  wordClass: WordClass,
  isKnownSuffix: boolean,
): string {
  const spelling = isKnownSuffix
    ? `an invented '${stem}-' with the real ${wordClass} ending '-${ending}'`
    : `an invented '${stem}-' with '-${ending}', an ending real ${wordClass}s have`;
  return `Made up: ${spelling}. The meaning was written for the game: no word we know means it.`;
}

export function explainGraftedFake(
  stem: string,
  ending: string,
  wordClass: WordClass,
  isKnownSuffix: boolean,
  donor: string,
): string {
  if (isKnownSuffix)
    return `Made up: an invented '${stem}-' with the real ${wordClass} ending '-${ending}'; the meaning belongs to '${donor}'.`;
  if (donor.toLowerCase().endsWith(ending))
    return `Made up: an invented '${stem}-' with the ending and the meaning of '${donor}'.`;
  return `Made up: an invented '${stem}-' with '-${ending}', an ending real ${wordClass}s have; the meaning belongs to '${donor}'.`;
}
