import {
  EMPTY_WORD_FORM,
  type ContributedWordView,
  type ValidateWordResponse,
  type WordForm,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { WordsmithApi } from '../api/wordsmith-api';
import { CATALOGUES, type Messages } from '../i18n/messages';
import { createWordFormActions } from './word-form-actions';
import { createWordFormStore } from './word-form-store';

// The Create-A-Bluff buttons against an API that answers as told: which calls go out, what the form becomes,
// which of the spec's messages show.

const VALID: ValidateWordResponse = { isValid: true, feedback: [], suggestedChanges: {} };
const USER = 'local:smith';

type FormApi = Pick<WordsmithApi, 'validateWord' | 'autofillWord' | 'summonWord' | 'submitWord'>;

function setup(overrides: Partial<FormApi> = {}, catalogue: () => Messages = () => CATALOGUES.english) {
  const calls: { name: string; input: unknown }[] = [];
  const api: FormApi = {
    validateWord: async (form) => {
      calls.push({ name: 'validate', input: form });
      return VALID;
    },
    autofillWord: async (input) => {
      calls.push({ name: 'autofill', input });
      return { definition: 'Filled in.', word: 'ignored', language: 'latin' };
    },
    summonWord: async (input) => {
      calls.push({ name: 'summon', input });
      return { word: 'summoned', definition: 'Summoned.', isReal: false, language: 'latin' };
    },
    submitWord: async (form) => {
      calls.push({ name: 'submit', input: form });
      return { success: true, word: { word: form.word } as ContributedWordView };
    },
    ...overrides,
  };
  const store = createWordFormStore();
  const messages: { message: string; kind?: string }[] = [];
  let submittedCount = 0;
  const actions = createWordFormActions({
    api,
    store,
    notify: (message, kind) => messages.push({ message, kind }),
    messages: catalogue,
    onSubmitted: () => {
      submittedCount += 1;
    },
  });
  return { actions, store, calls, messages, submitted: () => submittedCount };
}

describe('the helper button', () => {
  it("fills in a typed word: the answer merges in, the author's word and language stay", async () => {
    const { actions, store, calls } = setup();
    actions.setField('word', ' glimber ');
    await actions.fillIn(USER);
    expect(calls).toEqual([
      { name: 'autofill', input: { word: 'glimber', language: 'english', userId: USER } },
    ]);
    expect(store.getState().form).toMatchObject({
      word: ' glimber ',
      language: 'english',
      definition: 'Filled in.',
    });
    expect(store.getState().busy).toBeNull();
  });

  it('summons when no word is typed, keeping the chosen language', async () => {
    const { actions, store, calls } = setup();
    actions.setField('language', 'filipino');
    await actions.fillIn(USER);
    expect(calls).toEqual([{ name: 'summon', input: { language: 'filipino', userId: USER } }]);
    expect(store.getState().form).toMatchObject({ word: 'summoned', isReal: false, language: 'filipino' });
  });

  it('clears the explanation a fill wrote when the author switches REAL/FAKE, never one they typed', async () => {
    const filled = { isReal: true, definition: 'Be about.', explanation: 'Real: a rare English verb.' };
    const { actions, store } = setup({ autofillWord: async () => filled });
    actions.setField('word', 'loiter');
    await actions.fillIn(USER);
    expect(store.getState().form.explanation).toBe('Real: a rare English verb.');
    actions.setField('isReal', false);
    expect(store.getState().form).toMatchObject({ isReal: false, explanation: '', definition: 'Be about.' });

    await actions.fillIn(USER);
    actions.setField('explanation', 'Real: my own words.');
    actions.setField('isReal', false);
    expect(store.getState().form).toMatchObject({ isReal: false, explanation: 'Real: my own words.' });
  });

  it("shows the spec's pair of messages: refused by the server, or no answer at all", async () => {
    const refused = setup({
      autofillWord: async () => {
        throw new ApiError('Only wordsmiths may do this.', 403);
      },
    });
    refused.actions.setField('word', 'glimber');
    await refused.actions.fillIn(USER);
    expect(refused.messages).toEqual([{ message: 'Failed to auto-fill word data', kind: 'error' }]);

    const offline = setup({
      summonWord: async () => {
        throw new ApiError('Cannot reach the server.', 0);
      },
    });
    await offline.actions.fillIn(USER);
    expect(offline.messages).toEqual([{ message: 'Error occurred while summoning word', kind: 'error' }]);
    expect(offline.store.getState().busy).toBeNull();
  });
});

describe('validation', () => {
  it('sends the whole form and keeps the verdict until any field changes', async () => {
    const { actions, store, calls } = setup();
    actions.setField('word', 'glimber');
    await actions.validate(USER);
    expect(calls[0]).toEqual({ name: 'validate', input: { ...EMPTY_WORD_FORM, word: 'glimber' } });
    expect(store.getState().validation).toEqual(VALID);
    actions.setField('isReal', false);
    expect(store.getState().validation).toBeNull();
  });

  it('does not validate a form without a word', async () => {
    const { actions, calls } = setup();
    await actions.validate(USER);
    expect(calls).toEqual([]);
  });

  it('drops a verdict that arrives after the form changed: it judged another form', async () => {
    let answer: (value: ValidateWordResponse) => void = () => undefined;
    const { actions, store } = setup({
      validateWord: () => new Promise((resolve) => (answer = resolve)),
    });
    actions.setField('word', 'glimber');
    const validating = actions.validate(USER);
    actions.setField('definition', 'Changed while the server was judging.');
    answer(VALID);
    await validating;
    expect(store.getState().validation).toBeNull();
  });

  it('offers suggestions and applies them only when asked, which clears the verdict', async () => {
    const suggested: ValidateWordResponse = {
      isValid: false,
      feedback: [{ severity: 'error', field: 'word', message: 'Use lowercase.' }],
      suggestedChanges: { word: 'glimber' },
    };
    const { actions, store } = setup({ validateWord: async () => suggested });
    actions.setField('word', 'Glimber');
    await actions.validate(USER);
    expect(store.getState().form.word).toBe('Glimber');
    actions.applySuggestions();
    expect(store.getState().form.word).toBe('glimber');
    expect(store.getState().validation).toBeNull();
  });

  it("says 'Failed to validate word' when the server fails", async () => {
    const { actions, messages } = setup({
      validateWord: async () => {
        throw new ApiError('Something went wrong on our side.', 500);
      },
    });
    actions.setField('word', 'glimber');
    await actions.validate(USER);
    expect(messages).toEqual([{ message: 'Failed to validate word', kind: 'error' }]);
  });
});

describe('submit', () => {
  it("refuses without a valid verdict: 'Please validate the word first'", async () => {
    const { actions, calls, messages, store } = setup({
      validateWord: async () => ({ isValid: false, feedback: [], suggestedChanges: {} }),
    });
    actions.setField('word', 'glimber');
    await actions.submit(USER);
    await actions.validate(USER);
    await actions.submit(USER);
    expect(store.getState().validation?.isValid).toBe(false);
    expect(calls.some((call) => call.name === 'submit')).toBe(false);
    expect(messages).toEqual([
      { message: 'Please validate the word first', kind: 'error' },
      { message: 'Please validate the word first', kind: 'error' },
    ]);
    expect(store.getState().form.word).toBe('glimber');
  });

  it('stores a validated word, resets the form to its defaults and says so', async () => {
    const { actions, store, calls, messages, submitted } = setup();
    actions.setField('word', 'glimber');
    actions.setField('difficulty', 'hard');
    await actions.validate(USER);
    await actions.submit(USER);
    expect(calls.at(-1)).toEqual({
      name: 'submit',
      input: { ...EMPTY_WORD_FORM, word: 'glimber', difficulty: 'hard' } satisfies WordForm,
    });
    expect(store.getState()).toMatchObject({
      form: EMPTY_WORD_FORM,
      validation: null,
      submittedWord: 'glimber',
    });
    expect(messages).toEqual([{ message: 'Word submitted successfully!', kind: 'success' }]);
    expect(submitted()).toBe(1);
  });

  it("says an admin's word is approved at once instead of waiting for a review", async () => {
    const submitWord: FormApi['submitWord'] = async (form) => ({
      success: true,
      word: { word: form.word, status: 'approved' } as ContributedWordView,
    });
    const { actions, store } = setup({ submitWord });
    actions.setField('word', 'glimber');
    await actions.validate(USER);
    await actions.submit(USER);
    expect(store.getState()).toMatchObject({ submittedWord: 'glimber', isSubmittedWordApproved: true });
    const { wordsmithForm } = CATALOGUES.english;
    expect(wordsmithForm.approvedNotice({ word: 'glimber' })).not.toMatch(/review/);
    expect(wordsmithForm.submittedNotice({ word: 'glimber' })).toMatch(/review/);

    actions.setField('word', 'glimbers');
    expect(store.getState()).toMatchObject({ submittedWord: null, isSubmittedWordApproved: false });
  });

  it("says a wordsmith's word waits for a review", async () => {
    const submitWord: FormApi['submitWord'] = async (form) => ({
      success: true,
      word: { word: form.word, status: 'pending' } as ContributedWordView,
    });
    const { actions, store } = setup({ submitWord });
    actions.setField('word', 'glimber');
    await actions.validate(USER);
    await actions.submit(USER);
    expect(store.getState()).toMatchObject({ submittedWord: 'glimber', isSubmittedWordApproved: false });
  });

  it("shows the server's feedback when it refuses on its own validation, and keeps the form", async () => {
    const feedback = [
      { severity: 'error' as const, field: 'word' as const, message: 'Already in the bank.' },
    ];
    const { actions, store, messages } = setup({
      submitWord: async () => {
        throw new ApiError('The word is not valid.', 400, 'validation-failed', {
          error: 'The word is not valid.',
          code: 'validation-failed',
          feedback,
        });
      },
    });
    actions.setField('word', 'glimber');
    await actions.validate(USER);
    await actions.submit(USER);
    expect(store.getState().form.word).toBe('glimber');
    expect(store.getState().validation).toEqual({ isValid: false, feedback, suggestedChanges: {} });
    expect(messages).toEqual([{ message: 'Failed to submit word', kind: 'error' }]);
  });

  it("says 'Error occurred while submitting' when no answer came", async () => {
    const { actions, messages, store } = setup({
      submitWord: async () => {
        throw new ApiError('Cannot reach the server.', 0);
      },
    });
    actions.setField('word', 'glimber');
    await actions.validate(USER);
    await actions.submit(USER);
    expect(messages).toEqual([{ message: 'Error occurred while submitting', kind: 'error' }]);
    expect(store.getState().validation).toEqual(VALID);
  });
});

it('speaks the interface language of the moment a message shows', async () => {
  let language: keyof typeof CATALOGUES = 'english';
  const { actions, messages } = setup({}, () => CATALOGUES[language]);
  actions.setField('word', 'glimber');
  await actions.submit(USER);
  language = 'filipino';
  await actions.submit(USER);
  expect(messages.map((shown) => shown.message)).toEqual([
    'Please validate the word first',
    'Suriin muna ang salita',
  ]);
});
