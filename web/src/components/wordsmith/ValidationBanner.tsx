import type { ValidateWordResponse, WordForm } from '@bluffle/shared-schema';
import { wordForm } from '../../controllers/wordsmith-controller';
import type { Messages } from '../../i18n/messages';
import { useMessages } from '../../state/use-messages';
import { feedbackSummary, orderedFeedback } from '../../wordsmith/validation-feedback';
import { feedbackText } from '../../wordsmith/word-form-problem-text';
import { effectiveSuggestions } from '../../wordsmith/word-form-fill';
import { fieldInputId } from './form-field-ids';

function focusField(field: keyof WordForm): void {
  document.getElementById(fieldInputId(field))?.focus();
}

/** A suggested value as the banner quotes it. */
function shownValue(value: unknown, truthTags: Messages['wordFacts']['truthTags']): string {
  if (typeof value === 'boolean') return value ? truthTags.real : truthTags.fake;
  return `“${String(value)}”`;
}

/**
 * The validation banner (docs/product.md §2: Valid or Invalid with feedback). Each item names its field and moves the
 * focus there; the server's suggested fixes are offered, never applied without the author's say.
 */
export function ValidationBanner({ validation, form }: { validation: ValidateWordResponse; form: WordForm }) {
  const items = orderedFeedback(validation.feedback);
  const suggested = effectiveSuggestions(form, validation.suggestedChanges);
  const messages = useMessages();
  const { wordsmithForm: text, wordFacts } = messages;
  return (
    <section
      className={`validation-banner ${validation.isValid ? 'validation-valid' : 'validation-invalid'}`}
      data-testid="validation-banner"
      aria-labelledby="validation-title"
    >
      <h3 id="validation-title" data-testid="validation-verdict">
        {validation.isValid ? text.valid : text.invalid}
      </h3>
      <p className="validation-summary">
        {feedbackSummary(validation.feedback, text)}
        {validation.isValid ? text.readyToSubmit : text.fixAndValidate}
      </p>
      {items.length > 0 && (
        <ul className="validation-items">
          {items.map((item, index) => {
            const said = feedbackText(item, messages);
            return (
              <li key={index} className={`feedback-${item.severity}`} data-testid="feedback-item">
                <strong>{item.severity === 'error' ? text.error : text.warning}</strong>
                {item.field !== null && (
                  <>
                    {' · '}
                    <button type="button" className="inline-link" onClick={() => focusField(item.field!)}>
                      {text.fieldLabels[item.field]}
                    </button>
                  </>
                )}
                {': '}
                {/* The server's own checks come in its English, with no code to translate them by. */}
                <span lang={said.isServerEnglish ? 'en' : undefined}>{said.text}</span>
              </li>
            );
          })}
        </ul>
      )}
      {suggested.length > 0 && (
        <div className="validation-suggestions" data-testid="suggestions">
          <p>{text.suggests}</p>
          <ul>
            {suggested.map((field) => (
              <li key={field}>
                {text.fieldLabels[field]}:{' '}
                {shownValue(validation.suggestedChanges[field], wordFacts.truthTags)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button-ghost"
            data-testid="apply-suggestions"
            onClick={() => wordForm.applySuggestions()}
          >
            {text.applySuggestions}
          </button>
        </div>
      )}
    </section>
  );
}
