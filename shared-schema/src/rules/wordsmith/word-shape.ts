import type { WordForm } from './word-form';
import { FAKE_WORD_OPTION_FIELDS, trimmedField } from './form-fields';
import { formError, type WordFormFinding } from './form-problems';

// What a word may look like (the wordsmith's Validate): letters, with the hyphen, apostrophe or space a real word may
// have between its parts (mag-aral, o'clock, tour de force); no digits, symbols or punctuation.

const WORD_SHAPE = /^\p{L}+(?:[-'’ ]\p{L}+)*$/u;

/** Whether `text` (trimmed) is shaped like a word. */
export function isWordShaped(text: string): boolean {
  return WORD_SHAPE.test(text.trim());
}

/** A word as it is stored: trimmed, inner spaces collapsed, lowercased (the bank's words are lowercase). */
export function normalisedWordText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The word, and a FAKE word's option words, must be words. Blank ones are the required check's. */
export function checkWordShapes(form: WordForm): WordFormFinding[] {
  const feedback: WordFormFinding[] = [];
  const word = normalisedWordText(form.word);
  if (word !== '' && !isWordShaped(word)) {
    feedback.push(formError({ code: 'not-word-shaped', field: 'word' }));
  }
  if (!form.isReal) {
    for (const field of FAKE_WORD_OPTION_FIELDS) {
      const value = trimmedField(form, field);
      if (value !== '' && !isWordShaped(value)) {
        feedback.push(formError({ code: 'not-word-shaped', field }));
      }
    }
  }
  return feedback;
}
