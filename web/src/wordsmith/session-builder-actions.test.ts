import type { CustomSessionView, WordSearchResponse, WordSearchResult } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { WordSearchRequest, WordsmithApi } from '../api/wordsmith-api';
import { CATALOGUES } from '../i18n/messages';
import { createSessionBuilderActions, SEARCH_DEBOUNCE_MS } from './session-builder-actions';
import { createSessionBuilderStore } from './session-builder-store';

type BuilderApi = Pick<WordsmithApi, 'searchWords' | 'createCustomSession'>;

function word(id: string): WordSearchResult {
  return {
    id,
    word: `word-${id}`,
    definition: 'd',
    usage: 'u',
    difficulty: 'easy',
    category: 'c',
    language: 'english',
    wordClass: 'noun',
    isOwn: false,
  };
}

function setup(overrides: Partial<BuilderApi> = {}) {
  const searches: WordSearchRequest[] = [];
  const creations: unknown[] = [];
  const api: BuilderApi = {
    searchWords: async (request) => {
      searches.push(request);
      return { words: [word('1')] };
    },
    createCustomSession: async (input) => {
      creations.push(input);
      return { sessionCode: 'CUST2345', session: {} as CustomSessionView };
    },
    ...overrides,
  };
  const store = createSessionBuilderStore();
  const messages: { message: string; kind?: string }[] = [];
  let created = 0;
  const actions = createSessionBuilderActions({
    api,
    store,
    notify: (message, kind) => messages.push({ message, kind }),
    messages: () => CATALOGUES.english,
    onCreated: () => {
      created += 1;
    },
  });
  return { actions, store, searches, creations, messages, created: () => created };
}

describe('the search', () => {
  afterEach(() => jest.useRealTimers());

  it('reloads once the typing pauses, with the trimmed text, 20 results and the language', async () => {
    jest.useFakeTimers();
    const { actions, searches } = setup();
    actions.setQuery('gl');
    actions.setQuery('glim ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(searches).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(searches).toEqual([{ query: 'glim', limit: 20, language: 'english' }]);
  });

  it('keeps only the newest answer when an older one arrives late', async () => {
    const answers: ((response: WordSearchResponse) => void)[] = [];
    const { actions, store } = setup({ searchWords: () => new Promise((resolve) => answers.push(resolve)) });
    const first = actions.search();
    const second = actions.search();
    answers[1]!({ words: [word('new')] });
    answers[0]!({ words: [word('old')] });
    await Promise.all([first, second]);
    expect(store.getState().results.map((result) => result.id)).toEqual(['new']);
  });

  it('says when the search failed, keeping the results it had', async () => {
    let fails = false;
    const { actions, store } = setup({
      searchWords: async () => {
        if (fails) throw new ApiError('Cannot reach the server.', 0);
        return { words: [word('1')] };
      },
    });
    await actions.search();
    fails = true;
    await actions.search();
    expect(store.getState()).toMatchObject({ hasSearchFailed: true, isSearching: false });
    expect(store.getState().results).toHaveLength(1);
  });
});

describe('creating a session', () => {
  const five = ['1', '2', '3', '4', '5'].map(word);

  it("refuses fewer than 5 words: 'Please select exactly 5 words to create a session'", async () => {
    const { actions, creations, messages } = setup();
    actions.toggle(five[0]!);
    await actions.create('local:smith', 'Smith');
    expect(creations).toEqual([]);
    expect(messages).toEqual([
      { message: 'Please select exactly 5 words to create a session', kind: 'error' },
    ]);
  });

  it('sends the ids in the chosen order, then clears the selection and refreshes the sessions', async () => {
    const { actions, store, creations, messages, created } = setup();
    for (const chosen of [...five].reverse()) actions.toggle(chosen);
    await actions.create('local:smith', 'Smith');
    expect(creations).toEqual([
      { wordIds: ['5', '4', '3', '2', '1'], playerName: 'Smith', userId: 'local:smith' },
    ]);
    expect(messages).toEqual([
      { message: 'Session created successfully! Session code: CUST2345', kind: 'success' },
    ]);
    expect(store.getState().selected).toEqual([]);
    expect(created()).toBe(1);
  });

  it('keeps the new session’s code for the page after the toast has gone, until the next one', async () => {
    const { actions, store } = setup();
    expect(store.getState().createdSessionCode).toBeNull();
    for (const chosen of five) actions.toggle(chosen);
    await actions.create('local:smith', 'Smith');
    expect(store.getState().createdSessionCode).toBe('CUST2345');
    actions.toggle(five[0]!);
    expect(store.getState().createdSessionCode).toBe('CUST2345');
  });

  it("shows the server's error, or just 'Failed to create session' when none came", async () => {
    const refused = setup({
      createCustomSession: async () => {
        throw new ApiError('Word word-3 is not available.', 400);
      },
    });
    for (const chosen of five) refused.actions.toggle(chosen);
    await refused.actions.create('local:smith', 'Smith');
    expect(refused.messages[0]?.message).toBe('Failed to create session: Word word-3 is not available.');
    expect(refused.store.getState().selected).toHaveLength(5);

    const offline = setup({
      createCustomSession: async () => {
        throw new ApiError('Cannot reach the server.', 0);
      },
    });
    for (const chosen of five) offline.actions.toggle(chosen);
    await offline.actions.create('local:smith', 'Smith');
    expect(offline.messages[0]?.message).toBe('Failed to create session');
    expect(offline.store.getState().isCreating).toBe(false);
  });

  it('removes one chip or clears them all', () => {
    const { actions, store } = setup();
    for (const chosen of five.slice(0, 3)) actions.toggle(chosen);
    actions.remove('2');
    expect(store.getState().selected.map((chosen) => chosen.id)).toEqual(['1', '3']);
    actions.clear();
    expect(store.getState().selected).toEqual([]);
  });
});
