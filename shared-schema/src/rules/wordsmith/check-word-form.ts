import type { WordForm } from './word-form';
import { checkDistinctOptions } from './distinct-options';
import { checkFieldText } from './field-text';
import type { WordFormFinding } from './form-problems';
import { checkRequiredFields } from './required-fields';
import { checkWordInTexts } from './word-in-texts';
import { checkWordShapes, normalisedWordText } from './word-shape';

/** What the pure checks make of a form: findings as data for each side to word. */
export interface WordFormCheck {
  /** True when no finding is an error. */
  isValid: boolean;
  findings: WordFormFinding[];
  suggestedChanges: Partial<WordForm>;
}

/**
 * The checks of the wordsmith's Validate that need neither dictionary nor store, so the page can run
 * them as the wordsmith types; the server runs them too and adds its own (dictionary, word lists, profanity,
 * the bank). Feedback in the form's order of concern: what is missing, then what is malformed, then how the
 * word sits in its texts and options.
 */
export function checkWordForm(form: WordForm): WordFormCheck {
  const findings = [
    ...checkRequiredFields(form),
    ...checkFieldText(form),
    ...checkWordShapes(form),
    ...checkWordInTexts(form),
    ...checkDistinctOptions(form),
  ];
  const suggestedChanges: Partial<WordForm> = {};
  const word = normalisedWordText(form.word);
  if (word !== '' && word !== form.word) suggestedChanges.word = word;
  const isValid = findings.every((finding) => finding.severity !== 'error');
  return { isValid, findings, suggestedChanges };
}
