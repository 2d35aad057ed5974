import type { WordForm } from './word-form';
import { isFakeWordOptionField, optionFieldsFor, trimmedField, type WordFormTextField } from './form-fields';
import { formError, formWarning, type WordFormFinding } from './form-problems';
import { normalisedWordText } from './word-shape';

// The follow-up's four options (docs/product.md §5 Options: always four, no duplicates): the three wrong ones must differ
// from each other and from the right one, or the game would pad the question with generic fillers.

/** Options compare without case or spaces: 'Tour de force' and 'tourdeforce' are one option. */
export function optionKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

export function checkDistinctOptions(form: WordForm): WordFormFinding[] {
  const feedback: WordFormFinding[] = [];
  const fields = optionFieldsFor(form.isReal);
  const word = normalisedWordText(form.word);
  const seen: Array<{ key: string; field: WordFormTextField }> = [];
  for (const field of fields) {
    const value = trimmedField(form, field);
    if (value === '') continue;
    const key = optionKey(value);
    const earlier = seen.find((option) => option.key === key);
    if (earlier) {
      feedback.push(formError({ code: 'duplicate-option', field, sameAs: earlier.field }));
    } else if (isFakeWordOptionField(field) && word !== '' && key === optionKey(word)) {
      feedback.push(formError({ code: 'option-is-the-word', field }));
    }
    seen.push({ key, field });
  }
  // The right option is asked after the definition was on screen: the same text could be picked by sight.
  const definition = trimmedField(form, 'definition');
  const correct = trimmedField(form, 'definitionCorrect');
  if (form.isReal && definition !== '' && correct !== '' && optionKey(definition) === optionKey(correct)) {
    feedback.push(formWarning({ code: 'correct-repeats-definition', field: 'definitionCorrect' }));
  }
  return feedback;
}
