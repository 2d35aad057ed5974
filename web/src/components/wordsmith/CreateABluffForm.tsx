import {
  DIFFICULTIES,
  FAKE_WORD_FOLLOWUP_QUESTION,
  LANGUAGES,
  REAL_WORD_FOLLOWUP_QUESTION,
  WORD_CLASSES,
  WORD_FORM_MAX_LENGTHS,
} from '@bluffle/shared-schema';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { wordForm } from '../../app/wordsmith-controller';
import { ADMIN_LANGUAGE_LABELS } from '../admin/language-labels';
import {
  canValidate,
  followupFieldsFor,
  wordHelperAction,
  wordHelperLabel,
} from '../../wordsmith/word-form-rules';
import { wordFormStore, type WordFormBusy } from '../../wordsmith/word-form-store';
import { FieldFeedback, feedbackAttributes } from './FieldFeedback';
import { ValidationBanner } from './ValidationBanner';
import { WordSelectField } from './WordSelectField';
import { WordTextField } from './WordTextField';

const BUSY_LABELS: Record<Exclude<WordFormBusy, null>, string> = {
  autofill: 'Filling in…',
  summon: 'Summoning…',
  validate: 'Validating…',
  submit: 'Submitting…',
};

/** Create-A-Bluff (spec §2 Wordsmith page, §4, §5 Word creation): make a word, validate it, submit it. */
export function CreateABluffForm({ userId }: { userId: string }) {
  const form = useStore(wordFormStore, (state) => state.form);
  const validation = useStore(wordFormStore, (state) => state.validation);
  const busy = useStore(wordFormStore, (state) => state.busy);
  const submittedWord = useStore(wordFormStore, (state) => state.submittedWord);
  const feedback = validation?.feedback ?? [];
  const helperAction = wordHelperAction(form.word);
  const isHelperBusy = busy === 'autofill' || busy === 'summon';
  const canSubmit = validation?.isValid === true && busy === null;
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
      aria-label="Create-A-Bluff"
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
          “{submittedWord}” is in. It waits for an admin&apos;s review before it joins the public word pool;
          you can put it in your own sessions right away.
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
            {isHelperBusy ? BUSY_LABELS[busy] : wordHelperLabel(form.word)}
          </button>
        }
      />
      <p className="wordsmith-hint" id="word-helper-hint">
        {helperAction === 'summon'
          ? 'Summon Word brings a fresh word, real or fake, with every field filled in.'
          : 'Fill-in completes the other fields for your word: its dictionary meaning, or a bluff.'}
      </p>

      <div className="wordsmith-row">
        <WordSelectField
          field="language"
          value={form.language}
          options={LANGUAGES}
          labels={ADMIN_LANGUAGE_LABELS}
          feedback={feedback}
        />
        <fieldset className="truth-toggle" {...feedbackAttributes('isReal', feedback)}>
          <legend className="field-label">Real or fake</legend>
          {(
            [
              [true, 'REAL', 'truth-real'],
              [false, 'FAKE', 'truth-fake'],
            ] as const
          ).map(([isReal, label, testId]) => (
            <label key={label} className={`truth-option ${form.isReal === isReal ? 'is-chosen' : ''}`}>
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

      {!form.isReal && (
        <WordTextField
          field="explanation"
          value={form.explanation}
          feedback={feedback}
          maxLength={WORD_FORM_MAX_LENGTHS.explanation}
          isMultiline
          hint="Fake words only: how the bluff was made, shown to players after they answer."
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
        hint="A sentence that uses the word."
      />

      <div className="wordsmith-row">
        <WordSelectField
          field="difficulty"
          value={form.difficulty}
          options={DIFFICULTIES}
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
          feedback={feedback}
        />
      </div>

      <fieldset className="wordsmith-options" data-testid="followup-fields">
        <legend>
          Multiple-choice options:{' '}
          {/* The question players will read, so the author writes options that fit it. */}
          {form.isReal ? REAL_WORD_FOLLOWUP_QUESTION : FAKE_WORD_FOLLOWUP_QUESTION}
        </legend>
        <p className="wordsmith-hint">
          {form.isReal
            ? 'Players who call it real pick its meaning, worded differently from the definition, among three wrong ones.'
            : 'Players who call it fake pick the one real word among three fakes.'}
        </p>
        {followupFieldsFor(form.isReal).map((field) => (
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
          {busy === 'validate' ? BUSY_LABELS.validate : 'Validate'}
        </button>
        {/* aria-disabled, not disabled: a click before a valid verdict says why (spec §5 Word creation). */}
        <button
          type="button"
          className="button button-primary"
          data-testid="submit-word"
          aria-disabled={!canSubmit}
          onClick={() => void wordForm.submit(userId)}
        >
          {busy === 'submit' ? BUSY_LABELS.submit : 'Submit Word'}
        </button>
      </div>
    </form>
  );
}
