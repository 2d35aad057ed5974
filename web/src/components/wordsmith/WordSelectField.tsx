import type { WordFeedback, WordForm } from '@bluffle/shared-schema';
import { wordForm } from '../../controllers/wordsmith-controller';
import { useMessages } from '../../state/use-messages';
import { FieldFeedback, feedbackAttributes } from './FieldFeedback';
import { fieldInputId } from './form-field-ids';

/** The form's choices from a fixed list: language, difficulty and word class. */
export type WordSelectFieldName = 'language' | 'difficulty' | 'wordClass';

interface WordSelectFieldProps<Field extends WordSelectFieldName> {
  field: Field;
  value: WordForm[Field];
  options: readonly WordForm[Field][];
  /** What each option reads as. */
  labels: Readonly<Record<WordForm[Field], string>>;
  feedback: readonly WordFeedback[];
}

/** One labelled select of the Create-A-Bluff form with the validator's feedback under it. */
export function WordSelectField<Field extends WordSelectFieldName>({
  field,
  value,
  options,
  labels,
  feedback,
}: WordSelectFieldProps<Field>) {
  const id = fieldInputId(field);
  const { wordsmithForm } = useMessages();
  return (
    <div className="wordsmith-field">
      <label className="field-label" htmlFor={id}>
        {wordsmithForm.fieldLabels[field]}
      </label>
      <select
        id={id}
        className="select-input"
        data-testid={`field-${field}`}
        value={value}
        // The options are this field's own values, so the chosen one is one of them.
        onChange={(event) => wordForm.setField(field, event.target.value as WordForm[Field])}
        {...feedbackAttributes(field, feedback)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      <FieldFeedback field={field} feedback={feedback} />
    </div>
  );
}
