import type { SubmitWordRefusal, WordForm, WordFormField } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { WordsmithApi } from '../api/wordsmith-api';
import type { Messages } from '../i18n/messages';
import type { ToastKind } from '../state/toast-store';
import { alertFor } from './wordsmith-alerts';
import { applySuggestedChanges, mergeFill, withKind } from './word-form-fill';
import { withWarmUpNotice } from './generator-warm-up';
import { canValidate, wordHelperAction } from './word-form-rules';
import { initialWordFormState, type WordFormStore } from './word-form-store';

// What the Create-A-Bluff buttons do (docs/product.md §4 Wordsmith, §5 Word creation, §8 Wordsmith alerts), outside
// React so the form only renders the store and calls these.

export interface WordFormDeps {
  api: Pick<WordsmithApi, 'validateWord' | 'autofillWord' | 'summonWord' | 'submitWord'>;
  store: WordFormStore;
  notify(message: string, kind?: ToastKind): void;
  /** The catalogue in the interface language at the moment a message shows. */
  messages(): Pick<Messages, 'wordsmith'>;
  /** After a word is stored, so the author's lists can refresh. */
  onSubmitted?(): void;
}

/** The feedback of a refused submit, when the server sent it (SubmitWordRefusal). */
function refusalFeedback(error: unknown): SubmitWordRefusal['feedback'] | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { feedback } = error.body as Partial<SubmitWordRefusal>;
  return Array.isArray(feedback) && feedback.length > 0 ? feedback : null;
}

export function createWordFormActions({ api, store, notify, messages, onSubmitted }: WordFormDeps) {
  /** Replaces the form; any change makes the last verdict stale (docs/product.md §4: editing clears validation). */
  function changeForm(form: WordForm): void {
    store.setState({ form, validation: null, submittedWord: null, isSubmittedWordApproved: false });
  }

  /** A call that uses the server's word generator, which may be loading (generator-warm-up.ts). */
  function generatorCall<Result>(call: Promise<Result>): Promise<Result> {
    return withWarmUpNotice(call, (isWarmingUp) => store.setState({ isWarmingUp }));
  }

  return {
    setField<Field extends WordFormField>(field: Field, value: WordForm[Field]): void {
      const { form, filledExplanation } = store.getState();
      if (field === 'isReal') changeForm(withKind(form, value as boolean, filledExplanation));
      else changeForm({ ...form, [field]: value });
    },

    /** The helper button: Fill-in for a typed word, Summon Word otherwise (docs/product.md §2, §4). */
    async fillIn(userId: string): Promise<void> {
      const { form, busy } = store.getState();
      if (busy !== null) return;
      const action = wordHelperAction(form.word);
      store.setState({ busy: action });
      try {
        const fill = await generatorCall(
          action === 'autofill'
            ? api.autofillWord({ word: form.word.trim(), language: form.language, userId })
            : api.summonWord({ language: form.language, userId }),
        );
        // Merged into the form as it is now: the author may have typed in another field meanwhile.
        const filled = mergeFill(store.getState().form, fill, action);
        changeForm(filled);
        store.setState({ filledExplanation: filled.explanation === '' ? null : filled.explanation });
      } catch (error) {
        notify(alertFor(error, messages().wordsmith.alerts[action]), 'error');
      } finally {
        store.setState({ busy: null });
      }
    },

    async validate(userId: string): Promise<void> {
      const { form, busy } = store.getState();
      if (busy !== null || !canValidate(form)) return;
      store.setState({ busy: 'validate' });
      try {
        const validation = await generatorCall(api.validateWord(form, userId));
        // A verdict on a form that has changed since is no verdict on this one.
        if (store.getState().form === form) store.setState({ validation });
      } catch (error) {
        notify(alertFor(error, messages().wordsmith.alerts.validate), 'error');
      } finally {
        store.setState({ busy: null });
      }
    },

    /** 'Apply suggestions': the validator's fixes, merged only when the author asks (then validate again). */
    applySuggestions(): void {
      const { form, validation } = store.getState();
      if (validation === null) return;
      changeForm(applySuggestedChanges(form, validation.suggestedChanges));
    },

    /** docs/product.md §5: a valid result first; the server validates again and may still refuse (with its feedback). */
    async submit(userId: string): Promise<void> {
      const { form, validation, busy } = store.getState();
      if (busy !== null) return;
      if (validation === null || !validation.isValid) {
        notify(messages().wordsmith.validateFirst, 'error');
        return;
      }
      store.setState({ busy: 'submit' });
      try {
        const { word } = await api.submitWord(form, userId);
        // docs/product.md §4: the form resets to its defaults and the validation clears.
        store.setState({
          ...initialWordFormState(),
          submittedWord: word.word,
          isSubmittedWordApproved: word.status === 'approved',
        });
        notify(messages().wordsmith.submitted, 'success');
        onSubmitted?.();
      } catch (error) {
        const feedback = refusalFeedback(error);
        if (feedback !== null && store.getState().form === form) {
          store.setState({ validation: { isValid: false, feedback, suggestedChanges: {} } });
        }
        notify(alertFor(error, messages().wordsmith.alerts.submit), 'error');
      } finally {
        store.setState({ busy: null });
      }
    },
  };
}

export type WordFormActions = ReturnType<typeof createWordFormActions>;
