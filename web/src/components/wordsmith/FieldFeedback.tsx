import type { WordFeedback, WordFormField } from '@bluffle/shared-schema';
import { feedbackForField } from '../../wordsmith/validation-feedback';
import { fieldFeedbackId } from './form-field-ids';

/** The validator's items about one field, under its input (errors and warnings told apart by more than colour). */
export function FieldFeedback({
  field,
  feedback,
}: {
  field: WordFormField;
  feedback: readonly WordFeedback[];
}) {
  const items = feedbackForField(feedback, field);
  if (items.length === 0) return null;
  return (
    <ul className="field-feedback" id={fieldFeedbackId(field)} data-testid={`feedback-${field}`}>
      {items.map((item, index) => (
        <li key={index} className={`feedback-${item.severity}`}>
          <strong>{item.severity === 'error' ? 'Error:' : 'Warning:'}</strong> {item.message}
        </li>
      ))}
    </ul>
  );
}

/** The accessibility attributes an input takes from its feedback. */
export function feedbackAttributes(field: WordFormField, feedback: readonly WordFeedback[]) {
  const items = feedbackForField(feedback, field);
  return {
    'aria-describedby': items.length > 0 ? fieldFeedbackId(field) : undefined,
    'aria-invalid': items.some((item) => item.severity === 'error') || undefined,
  };
}
