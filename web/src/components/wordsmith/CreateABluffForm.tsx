import {
  DIFFICULTIES,
  isFieldShownFor,
  LANGUAGES,
  optionFieldsFor,
  WORD_CLASSES,
  WORD_FORM_MAX_LENGTHS,
} from '@bluffle/shared-schema';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { wordForm } from '../../controllers/wordsmith-controller';
import { useMessages } from '../../state/use-messages';
import {
  canValidate,
  submitBlockOf,
  wordHelperAction,
  wordHelperLabel,
} from '../../wordsmith/word-form-rules';
import { wordFormStore } from '../../wordsmith/word-form-store';
import { FieldFeedback, feedbackAttributes } from './FieldFeedback';
import { ValidationBanner } from './ValidationBanner';
import { WordSelectField } from './WordSelectField';
import { WordTextField } from './WordTextField';

/** Create-A-Bluff (docs/product.md §2 Wordsmith page, §4, §5 Word creation): make a word, validate it, submit it. */
export function CreateABluffForm({ userId }: { userId: string }) {
  const form = useStore(wordFormStore, (state) => state.form);
  const validation = useStore(wordFormStore, (state) => state.validation);
  const busy = useStore(wordFormStore, (state) => state.busy);
  const isWarmingUp = useStore(wordFormStore, (state) => state.isWarmingUp);
  const submittedWord = useStore(wordFormStore, (state) => state.submittedWord);
  const isSubmittedWordApproved = useStore(wordFormStore, (state) => state.isSubmittedWordApproved);
  const { wordsmithForm: text, wordFacts } = useMessages();
  const feedback = validation?.feedback ?? [];
  const helperAction = wordHelperAction(form.word);
  const isHelperBusy = busy === 'autofill' || busy === 'summon';
  const submitBlock = submitBlockOf(validation, busy);
  const notice = useRef<HTMLParagraphElement>(null);
  const noticeShownFor = useRef(submittedWord);

  // A submit resets the form under the author's eyes: take them to the notice that says what happened.
  useEffect(() => {
    if (submittedWord !== null && submittedWord !== noticeShownFor.current) notice.current?.focus();
    noticeShownFor.current = submittedWord;
  }, [submittedWord]);

  return (
    <form
      className="wordsmith-form"
      data-testid="create-a-bluff"
      aria-label={text.formLabel}
      noValidate
      // Enter in a field validates: the form's natural action, and never a submit without a verdict.
      onSubmit={(event) => {
        event.preventDefault();
        void wordForm.validate(userId);
      }}
    >
      {submittedWord !== null && (
        <p
          className="wordsmith-notice"
          role="status"
          data-testid="submitted-notice"
          ref={notice}
          tabIndex={-1}
        >
          {isSubmittedWordApproved
            ? text.approvedNotice({ word: submittedWord })
            : text.submittedNotice({ word: submittedWord })}
        </p>
      )}

      <WordTextField
        field="word"
        value={form.word}
        feedback={feedback}
        maxLength={WORD_FORM_MAX_LENGTHS.word}
        action={
          <button
            type="button"
            className="button button-secondary"
            data-testid="word-helper"
            disabled={busy !== null}
            aria-describedby="word-helper-hint"
            onClick={() => void wordForm.fillIn(userId)}
          >
            {isHelperBusy
              ? isWarmingUp
                ? text.warmingUp
                : text.busy[busy]
              : wordHelperLabel(form.word, text)}
          </button>
        }
      />
      <p className="wordsmith-hint" id="word-helper-hint">
        {text.helperHints[helperAction]}
      </p>

      <div className="wordsmith-row">
        <WordSelectField
          field="language"
          value={form.language}
          options={LANGUAGES}
          labels={wordFacts.languageNames}
          feedback={feedback}
        />
        <fieldset className="truth-toggle" {...feedbackAttributes('isReal', feedback)}>
          <legend className="field-label">{text.fieldLabels.isReal}</legend>
          {(
            [
              [true, wordFacts.truthTags.real, 'truth-real'],
              [false, wordFacts.truthTags.fake, 'truth-fake'],
            ] as const
          ).map(([isReal, label, testId]) => (
            <label key={testId} className={`truth-option ${form.isReal === isReal ? 'is-chosen' : ''}`}>
              <input
                type="radio"
                name="wordsmith-truth"
                data-testid={testId}
                checked={form.isReal === isReal}
                onChange={() => wordForm.setField('isReal', isReal)}
              />
              {label}
            </label>
          ))}
          <FieldFeedback field="isReal" feedback={feedback} />
        </fieldset>
      </div>

      {isFieldShownFor('explanation', form.isReal) && (
        <WordTextField
          field="explanation"
          value={form.explanation}
          feedback={feedback}
          maxLength={WORD_FORM_MAX_LENGTHS.explanation}
          isMultiline
          hint={text.explanationHint}
        />
      )}
      <WordTextField
        field="definition"
        value={form.definition}
        feedback={feedback}
        maxLength={WORD_FORM_MAX_LENGTHS.definition}
        isMultiline
      />
      <WordTextField
        field="usage"
        value={form.usage}
        feedback={feedback}
        maxLength={WORD_FORM_MAX_LENGTHS.usage}
        isMultiline
        hint={text.usageHint}
      />

      <div className="wordsmith-row">
        <WordSelectField
          field="difficulty"
          value={form.difficulty}
          options={DIFFICULTIES}
          labels={wordFacts.difficulties}
          feedback={feedback}
        />
        <WordTextField
          field="category"
          value={form.category}
          feedback={feedback}
          maxLength={WORD_FORM_MAX_LENGTHS.category}
        />
        <WordSelectField
          field="wordClass"
          value={form.wordClass}
          options={WORD_CLASSES}
          labels={wordFacts.wordClasses}
          feedback={feedback}
        />
      </div>

      <fieldset className="wordsmith-options" data-testid="followup-fields">
        <legend>
          {text.optionsLegend}{' '}
          {/* The question players will read, so the author writes options that fit it. */}
          {form.isReal ? text.followupQuestions.real : text.followupQuestions.fake}
        </legend>
        <p className="wordsmith-hint">{form.isReal ? text.optionsHints.real : text.optionsHints.fake}</p>
        {optionFieldsFor(form.isReal).map((field) => (
          <WordTextField
            key={field}
            field={field}
            value={form[field]}
            feedback={feedback}
            maxLength={
              form.isReal ? WORD_FORM_MAX_LENGTHS.definitionOption : WORD_FORM_MAX_LENGTHS.wordOption
            }
            // Definitions wrap, so a long one stays readable on a narrow screen.
            isMultiline={form.isReal}
            rows={2}
          />
        ))}
      </fieldset>

      <div aria-live="polite">
        {validation !== null && <ValidationBanner validation={validation} form={form} />}
      </div>

      <div className="wordsmith-actions">
        <button
          type="submit"
          className="button button-ghost"
          data-testid="validate-word"
          disabled={busy !== null || !canValidate(form)}
        >
          {busy === 'validate' ? (isWarmingUp ? text.warmingUp : text.busy.validate) : text.validate}
        </button>
        {/* aria-disabled, not disabled: a click before a valid verdict says why (docs/product.md §5 Word creation). */}
        <button
          type="button"
          className="button button-primary"
          data-testid="submit-word"
          aria-disabled={submitBlock !== null}
          aria-describedby={submitBlock === null ? undefined : 'submit-word-reason'}
          onClick={() => void wordForm.submit(userId)}
        >
          {busy === 'submit' ? text.busy.submit : text.submit}
        </button>
        {submitBlock !== null && (
          <p className="wordsmith-hint" id="submit-word-reason" data-testid="submit-word-reason">
            {text.submitBlocked[submitBlock]}
          </p>
        )}
      </div>
    </form>
  );
}
