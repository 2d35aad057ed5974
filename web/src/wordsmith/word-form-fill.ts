import type { WordForm, WordFormFill, WordFormField } from '@bluffle/shared-schema';
import type { WordHelperAction } from './word-form-rules';

/**
 * docs/product.md §7: Fill-in's answer is merged into the form except word and language (the author's choice stands);
 * Summon's except language (the summoned word replaces the typed one).
 */
const KEPT_FIELDS: Record<WordHelperAction, readonly WordFormField[]> = {
  autofill: ['word', 'language'],
  summon: ['language'],
};

/** Merges only the form's own fields of `changes` that hold a value, so a stray key never enters the form. */
function mergeInto(form: WordForm, changes: WordFormFill, kept: readonly WordFormField[]): WordForm {
  const merged: Record<string, unknown> = { ...form };
  for (const field of Object.keys(form) as WordFormField[]) {
    const value = changes[field];
    if (value === undefined || value === null || kept.includes(field)) continue;
    if (typeof value !== typeof form[field]) continue;
    merged[field] = value;
  }
  return merged as unknown as WordForm;
}

/** The form after a Fill-in or a Summon. */
export function mergeFill(form: WordForm, fill: WordFormFill, action: WordHelperAction): WordForm {
  return mergeInto(form, fill, KEPT_FIELDS[action]);
}

/** The form after the author accepts the validator's suggestedChanges (never applied silently). */
export function applySuggestedChanges(form: WordForm, suggestions: WordFormFill): WordForm {
  return mergeInto(form, suggestions, []);
}

/** The suggestions that would change something, field by field (what 'Apply suggestions' offers). */
export function effectiveSuggestions(form: WordForm, suggestions: WordFormFill): WordFormField[] {
  return (Object.keys(form) as WordFormField[]).filter((field) => {
    const value = suggestions[field];
    return (
      value !== undefined && value !== null && typeof value === typeof form[field] && value !== form[field]
    );
  });
}

/**
 * The form switched to REAL or FAKE: an explanation a fill wrote ('Real: a rare English verb.')
 * explains the other kind, so it goes; one the author typed or edited stays.
 */
export function withKind(form: WordForm, isReal: boolean, filledExplanation: string | null): WordForm {
  if (isReal === form.isReal) return form;
  const isFilled = filledExplanation !== null && form.explanation === filledExplanation;
  return { ...form, isReal, explanation: isFilled ? '' : form.explanation };
}
