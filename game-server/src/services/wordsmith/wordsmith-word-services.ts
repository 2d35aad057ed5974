import type { WordForm } from '@bluffle/shared-schema';
import { autofillWord, summonWord } from './fill-word';
import { submitWord } from './submit-word';
import { validateWord } from './validate-word';
import type { WordsmithDeps } from './wordsmith-deps';

export type { WordsmithDeps };

/** The wordsmith's word tools (docs/product.md §2 Create-A-Bluff), bound to the store and the word generator. */
export function createWordsmithWordServices(deps: WordsmithDeps) {
  return {
    validateWord: (form: WordForm) => validateWord(deps, form),
    autofillWord: (body: Parameters<typeof autofillWord>[1]) => autofillWord(deps, body),
    summonWord: (language: Parameters<typeof summonWord>[1]) => summonWord(deps, language),
    submitWord: (form: WordForm, author: Express.User) => submitWord(deps, form, author),
  };
}

export type WordsmithWordServices = ReturnType<typeof createWordsmithWordServices>;
