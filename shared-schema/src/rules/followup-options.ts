import { FOLLOWUP_OPTION_COUNT } from '../constants';
import type { WordFollowupData } from '../word';
import { FILLER_DEFINITIONS, FILLER_FAKE_WORDS } from './followup-fillers';
import { shuffle, type RandomSource } from './random';

export { FILLER_DEFINITIONS, FILLER_FAKE_WORDS, FILLER_REAL_WORDS } from './followup-fillers';

/**
 * Spec §4 asks 'Which definition is correct?'. The right option is another wording of the meaning, never the
 * definition shown in phase one (: the follow-up tests knowledge, not memory of the screen), so the
 * question says so.
 */
export const REAL_WORD_FOLLOWUP_QUESTION = 'Which of these also describes the word?';
export const FAKE_WORD_FOLLOWUP_QUESTION = 'Which of these is a real word?';

export type FollowupWord = WordFollowupData & { isReal: boolean; definition: string; word: string };

export interface BuiltFollowup {
  question: string;
  correctAnswer: string;
  options: string[];
}

/** The follow-up question (docs/product.md §4 First answer right). */
export function followupQuestion(isReal: boolean): string {
  return isReal ? REAL_WORD_FOLLOWUP_QUESTION : FAKE_WORD_FOLLOWUP_QUESTION;
}

/**
 * The follow-up for a word whose first answer was right (docs/product.md §4, §5 Options): always four options, the
 * correct one among them, no duplicates (case-insensitive, trimmed), padded from fillers, shuffled.
 * Returns null when there is no correct option to ask about ('If no options can be generated, nothing happens').
 */
export function buildFollowup(word: FollowupWord, random: RandomSource = Math.random): BuiltFollowup | null {
  const correctAnswer = correctOptionOf(word);
  if (!correctAnswer) {
    return null;
  }
  const wrongAnswers = word.isReal
    ? [word.definitionFake1, word.definitionFake2, word.definitionFake3]
    : [word.wordsFake1, word.wordsFake2, word.wordsFake3];
  const fillers = shuffle(word.isReal ? FILLER_DEFINITIONS : FILLER_FAKE_WORDS, random);

  const options = uniqueNonBlank([correctAnswer, ...wrongAnswers, ...fillers]).slice(
    0,
    FOLLOWUP_OPTION_COUNT,
  );
  return { question: followupQuestion(word.isReal), correctAnswer, options: shuffle(options, random) };
}

/**
 * The follow-up's right option, also for the reveal when no follow-up was asked: a real word's definition, or
 * the real word offered beside a fake one. Needs no shuffle, so no random source.
 */
export function correctFollowupAnswer(word: FollowupWord): string {
  return correctOptionOf(word) ?? (word.isReal ? word.definition : '');
}

function correctOptionOf(word: FollowupWord): string | null {
  const option = (word.isReal ? (word.definitionCorrect ?? word.definition) : word.wordsReal)?.trim();
  return option ? option : null;
}

/** Trimmed, non-blank, first occurrence wins; comparison ignores case so 'Bright' and 'bright' are one option. */
function uniqueNonBlank(candidates: ReadonlyArray<string | undefined>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const option = candidate?.trim();
    if (!option) {
      continue;
    }
    const key = option.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      result.push(option);
    }
  }
  return result;
}
