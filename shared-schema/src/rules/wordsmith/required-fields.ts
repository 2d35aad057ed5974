import type { WordForm } from './word-form';
import { requiredFieldsFor, trimmedField } from './form-fields';
import { formError, type WordFormFinding } from './form-problems';

/** Required fields per REAL/FAKE (docs/product.md §2 Wordsmith page): each blank one, named. */
export function checkRequiredFields(form: WordForm): WordFormFinding[] {
  return requiredFieldsFor(form.isReal)
    .filter((field) => trimmedField(form, field) === '')
    .map((field) => formError({ code: 'required', field, isReal: form.isReal }));
}
