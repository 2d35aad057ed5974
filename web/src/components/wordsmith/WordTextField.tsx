import type { WordFeedback, WordForm } from '@bluffle/shared-schema';
import type { ReactNode } from 'react';
import { wordForm } from '../../controllers/wordsmith-controller';
import { useMessages } from '../../state/use-messages';
import { FieldFeedback, feedbackAttributes } from './FieldFeedback';
import { fieldInputId } from './form-field-ids';

/** The form's text fields (the others are the toggle and the selects). */
export type WordTextFieldName = {
  [Field in keyof WordForm]: string extends WordForm[Field] ? Field : never;
}[keyof WordForm];

interface WordTextFieldProps {
  field: WordTextFieldName;
  value: string;
  feedback: readonly WordFeedback[];
  maxLength: number;
  /** A textarea for sentences (definitions, usage, explanation). */
  isMultiline?: boolean;
  /** The textarea's height in lines. */
  rows?: number;
  hint?: string;
  /** A button beside the input (the word's Fill-in / Summon Word). */
  action?: ReactNode;
}

/** One labelled text input of the Create-A-Bluff form with the validator's feedback under it. */
export function WordTextField({
  field,
  value,
  feedback,
  maxLength,
  isMultiline,
  rows = 3,
  hint,
  action,
}: WordTextFieldProps) {
  const id = fieldInputId(field);
  const { wordsmithForm } = useMessages();
  const common = {
    id,
    className: 'text-input',
    value,
    maxLength,
    'data-testid': `field-${field}`,
    ...feedbackAttributes(field, feedback),
  };
  return (
    <div className="wordsmith-field">
      <label className="field-label" htmlFor={id}>
        {wordsmithForm.fieldLabels[field]}
      </label>
      {hint && <p className="wordsmith-hint">{hint}</p>}
      <div className="wordsmith-input-row">
        {isMultiline ? (
          <textarea
            {...common}
            rows={rows}
            onChange={(event) => wordForm.setField(field, event.target.value)}
          />
        ) : (
          <input {...common} onChange={(event) => wordForm.setField(field, event.target.value)} />
        )}
        {action}
      </div>
      <FieldFeedback field={field} feedback={feedback} />
    </div>
  );
}
