import type { WordFeedback, WordFormField } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';
import { feedbackForField } from '../../wordsmith/validation-feedback';
import { feedbackText } from '../../wordsmith/word-form-problem-text';
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
  const messages = useMessages();
  const { wordsmithForm } = messages;
  if (items.length === 0) return null;
  return (
    <ul className="field-feedback" id={fieldFeedbackId(field)} data-testid={`feedback-${field}`}>
      {items.map((item, index) => {
        const { text, isServerEnglish } = feedbackText(item, messages);
        return (
          <li key={index} className={`feedback-${item.severity}`}>
            <strong>{item.severity === 'error' ? wordsmithForm.error : wordsmithForm.warning}:</strong>{' '}
            {/* The server's own checks come in its English, with no code to translate them by. */}
            <span lang={isServerEnglish ? 'en' : undefined}>{text}</span>
          </li>
        );
      })}
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
