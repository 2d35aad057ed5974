import { WORD_FORM_MAX_LENGTHS, type WordForm } from './word-form';
import { findUnsafeCharacter } from '../safe-text';
import { fieldsUsedBy, trimmedField, type WordFormTextField } from './form-fields';
import { formError, type LengthUnit, type WordFormFinding } from './form-problems';

// Lengths and characters of the form's text (the wordsmith's Validate: lengths). A blank field is the required
// check's to report, so these look only at filled-in ones.

/** The shortest sensible value of each field: a word of two letters, a sentence of three words... */
export const WORD_FORM_MIN_LENGTHS = {
  word: { count: 2, unit: 'letters' },
  definition: { count: 3, unit: 'letters' },
  usage: { count: 3, unit: 'words' },
  explanation: { count: 8, unit: 'characters' },
  category: { count: 3, unit: 'characters' },
  definitionOption: { count: 3, unit: 'letters' },
  wordOption: { count: 2, unit: 'letters' },
} as const;
type LengthKey = keyof typeof WORD_FORM_MIN_LENGTHS;

function lengthKeyOf(field: WordFormTextField): LengthKey {
  if (field.startsWith('definition') && field !== 'definition') return 'definitionOption';
  if (field.startsWith('words')) return 'wordOption';
  return field as LengthKey;
}

function measure(text: string, unit: LengthUnit): number {
  if (unit === 'words') return text.split(/\s+/).filter((token) => /\p{L}/u.test(token)).length;
  if (unit === 'letters') return (text.match(/\p{L}/gu) ?? []).length;
  return text.length;
}

/** Too short, too long, or holding characters that would show broken to players: one item per field. */
export function checkFieldText(form: WordForm): WordFormFinding[] {
  const feedback: WordFormFinding[] = [];
  for (const field of fieldsUsedBy(form.isReal)) {
    const value = trimmedField(form, field);
    if (value === '') continue;
    const key = lengthKeyOf(field);
    const minimum = WORD_FORM_MIN_LENGTHS[key];
    const maximum = WORD_FORM_MAX_LENGTHS[key];
    const unsafe = findUnsafeCharacter(value);
    if (unsafe !== null) {
      feedback.push(formError({ code: 'unsafe-text', field, kind: unsafe }));
    } else if (measure(value, minimum.unit) < minimum.count) {
      feedback.push(formError({ code: 'too-short', field, count: minimum.count, unit: minimum.unit }));
    } else if (value.length > maximum) {
      feedback.push(formError({ code: 'too-long', field, maximum }));
    }
  }
  return feedback;
}
