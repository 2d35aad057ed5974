import type { WordFeedback, WordForm } from '../../api/wordsmith';
import { wordError, wordWarning } from './feedback';
import { optionFieldsFor, trimmedField, WORD_FORM_FIELD_LABELS } from './form-fields';
import { normalisedWordText } from './word-shape';

// The follow-up's four options (spec §5 Options: always four, no duplicates): the three wrong ones must differ
// from each other and from the right one, or the game would pad the question with generic fillers.

/** Options compare without case or spaces: 'Tour de force' and 'tourdeforce' are one option. */
export function optionKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

export function checkDistinctOptions(form: WordForm): WordFeedback[] {
  const feedback: WordFeedback[] = [];
  const fields = optionFieldsFor(form.isReal);
  const word = normalisedWordText(form.word);
  const seen: Array<{ key: string; label: string }> = [];
  for (const field of fields) {
    const value = trimmedField(form, field);
    if (value === '') continue;
    const key = optionKey(value);
    const label = WORD_FORM_FIELD_LABELS[field];
    const earlier = seen.find((option) => option.key === key);
    if (earlier) {
      feedback.push(
        wordError(
          field,
          `${label} is the same as ${earlier.label.toLowerCase()}: the four options must all differ.`,
        ),
      );
    } else if (!form.isReal && word !== '' && key === optionKey(word)) {
      feedback.push(
        wordError(
          field,
          `${label} is the word itself: the follow-up asks which option is real, so offer other words.`,
        ),
      );
    }
    seen.push({ key, label });
  }
  // The right option is asked after the definition was on screen: the same text could be picked by sight.
  const definition = trimmedField(form, 'definition');
  const correct = trimmedField(form, 'definitionCorrect');
  if (form.isReal && definition !== '' && correct !== '' && optionKey(definition) === optionKey(correct)) {
    feedback.push(
      wordWarning(
        'definitionCorrect',
        'The correct definition repeats the definition word for word, so players can pick it by sight: word it differently.',
      ),
    );
  }
  return feedback;
}
