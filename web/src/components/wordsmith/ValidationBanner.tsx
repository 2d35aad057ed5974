import type { ValidateWordResponse, WordForm } from '@bluffle/shared-schema';
import { wordForm } from '../../app/wordsmith-controller';
import { feedbackSummary, orderedFeedback } from '../../wordsmith/validation-feedback';
import { effectiveSuggestions } from '../../wordsmith/word-form-fill';
import { WORD_FORM_LABELS } from '../../wordsmith/word-form-rules';
import { fieldInputId } from './form-field-ids';

function focusField(field: keyof WordForm): void {
  document.getElementById(fieldInputId(field))?.focus();
}

/** A suggested value as the banner quotes it. */
function shownValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'REAL' : 'FAKE';
  return `“${String(value)}”`;
}

/**
 * The validation banner (spec §2: Valid or Invalid with feedback). Each item names its field and moves the
 * focus there; the server's suggested fixes are offered, never applied without the author's say.
 */
export function ValidationBanner({ validation, form }: { validation: ValidateWordResponse; form: WordForm }) {
  const items = orderedFeedback(validation.feedback);
  const suggested = effectiveSuggestions(form, validation.suggestedChanges);
  return (
    <section
      className={`validation-banner ${validation.isValid ? 'validation-valid' : 'validation-invalid'}`}
      data-testid="validation-banner"
      aria-labelledby="validation-title"
    >
      <h3 id="validation-title" data-testid="validation-verdict">
        {validation.isValid ? 'Valid' : 'Invalid'}
      </h3>
      <p className="validation-summary">
        {feedbackSummary(validation.feedback)}
        {validation.isValid ? ': ready to submit.' : ': fix the errors, then validate again.'}
      </p>
      {items.length > 0 && (
        <ul className="validation-items">
          {items.map((item, index) => (
            <li key={index} className={`feedback-${item.severity}`} data-testid="feedback-item">
              <strong>{item.severity === 'error' ? 'Error' : 'Warning'}</strong>
              {item.field !== null && (
                <>
                  {' · '}
                  <button type="button" className="inline-link" onClick={() => focusField(item.field!)}>
                    {WORD_FORM_LABELS[item.field]}
                  </button>
                </>
              )}
              {': '}
              {item.message}
            </li>
          ))}
        </ul>
      )}
      {suggested.length > 0 && (
        <div className="validation-suggestions" data-testid="suggestions">
          <p>The validator suggests:</p>
          <ul>
            {suggested.map((field) => (
              <li key={field}>
                {WORD_FORM_LABELS[field]}: {shownValue(validation.suggestedChanges[field])}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button-ghost"
            data-testid="apply-suggestions"
            onClick={() => wordForm.applySuggestions()}
          >
            Apply suggestions
          </button>
        </div>
      )}
    </section>
  );
}
