import { EMPTY_WORD_FORM, type ValidateWordResponse, type WordForm } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Which call the form is waiting for; one at a time, so a Fill-in cannot land on a form being submitted. */
export type WordFormBusy = 'autofill' | 'summon' | 'validate' | 'submit' | null;

/** The Create-A-Bluff tab (docs/product.md §2, §4): the form, the last validation result, and what is running. */
export interface WordFormState {
  form: WordForm;
  /** The server's verdict on the form as it is now; null once any field changes (docs/product.md §4). */
  validation: ValidateWordResponse | null;
  busy: WordFormBusy;
  /** The running call has waited past a warm generator's time: the server is loading it. */
  isWarmingUp: boolean;
  /** The word last submitted, so the form can say where it stands; cleared by the next edit. */
  submittedWord: string | null;
  /**
   * The server approved that word at once (an admin's own word): it is in the public pool now, so the form
   * does not say it waits for a review.
   */
  isSubmittedWordApproved: boolean;
  /**
   * The explanation the last Fill-in or Summon wrote, so switching REAL/FAKE can clear it (it explains the other
   * kind) while an explanation the author typed stays.
   */
  filledExplanation: string | null;
}

export type WordFormStore = StoreApi<WordFormState>;

export function initialWordFormState(): WordFormState {
  return {
    form: { ...EMPTY_WORD_FORM },
    validation: null,
    busy: null,
    isWarmingUp: false,
    submittedWord: null,
    isSubmittedWordApproved: false,
    filledExplanation: null,
  };
}

export function createWordFormStore(): WordFormStore {
  return createStore<WordFormState>()(() => initialWordFormState());
}

export const wordFormStore = createWordFormStore();
