import {
  ADMIN_WORD_MESSAGES,
  type AdminWordsResponse,
  type GenerateWordsResponse,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { AdminApi, AdminWordsRequest } from '../api/admin-api';
import { CATALOGUES, type Messages } from '../i18n/messages';
import { GENERATE_TOAST_MS, createAdminWordsActions } from './admin-words-actions';
import { createAdminWordsStore } from './admin-words-store';
import { DEFAULT_PLAY_FILTERS } from './play-filters';

// The panel's actions against an API that answers as told: which calls go out, and which toasts show.

const EMPTY_PAGE: AdminWordsResponse = { words: [], total: 0, limit: 10, offset: 0 };

const { adminWords } = CATALOGUES.english;

function setup(overrides: Partial<AdminApi> = {}, messages: Messages = CATALOGUES.english) {
  const calls: { generate: unknown[]; list: AdminWordsRequest[]; upload: string[] } = {
    generate: [],
    list: [],
    upload: [],
  };
  const api: AdminApi = {
    generateWords: async (input) => {
      calls.generate.push(input);
      return { words: [], duplicatesSkipped: 0, duplicateWords: [] } satisfies GenerateWordsResponse;
    },
    uploadCsv: async (csvText) => {
      calls.upload.push(csvText);
      return { total: 2, created: 1, skipped: 1, errors: [] };
    },
    listWords: async (query) => {
      calls.list.push(query);
      return EMPTY_PAGE;
    },
    ...overrides,
  };
  const toasts: { message: string; kind?: string; durationMs?: number }[] = [];
  const store = createAdminWordsStore();
  const actions = createAdminWordsActions({
    api,
    store,
    toast: (message, kind, durationMs) => toasts.push({ message, kind, durationMs }),
    messages: () => messages,
  });
  return { actions, store, calls, toasts };
}

describe('generate', () => {
  it('asks for 10 when the count is not a number, and keeps the success toast 8 s', async () => {
    const { actions, calls, toasts } = setup();
    await actions.generate('abc', 'english', 'local:boss');
    expect(calls.generate).toEqual([{ count: 10, language: 'english', userId: 'local:boss' }]);
    expect(toasts[0]).toMatchObject({ kind: 'success', durationMs: GENERATE_TOAST_MS });
  });

  it('refuses a count outside 1 to 20 without calling the server', async () => {
    const { actions, calls, toasts } = setup();
    await actions.generate('21', 'english', 'local:boss');
    expect(calls.generate).toEqual([]);
    expect(toasts).toEqual([
      { message: ADMIN_WORD_MESSAGES.countOutOfRange, kind: 'error', durationMs: undefined },
    ]);
  });

  it("shows the server's refusal, and the spec's words when the server failed", async () => {
    const refused = setup({
      generateWords: async () => {
        throw new ApiError(ADMIN_WORD_MESSAGES.latinNotGenerated, 400);
      },
    });
    await refused.actions.generate('5', 'latin', 'local:boss');
    expect(refused.toasts[0]?.message).toBe(ADMIN_WORD_MESSAGES.latinNotGenerated);
    const failed = setup({
      generateWords: async () => {
        throw new ApiError('Something went wrong on our side.', 503);
      },
    });
    await failed.actions.generate('5', 'english', 'local:boss');
    expect(failed.toasts[0]?.message).toBe(adminWords.generateFailed);
    expect(failed.store.getState().isGenerating).toBe(false);
  });

  it('tells a Filipino admin in Filipino, the refusal by its code', async () => {
    const refused = setup(
      {
        generateWords: async () => {
          throw new ApiError(ADMIN_WORD_MESSAGES.latinNotGenerated, 400, 'language-not-generated');
        },
      },
      CATALOGUES.filipino,
    );
    await refused.actions.generate('50', 'latin', 'local:boss');
    await refused.actions.generate('5', 'latin', 'local:boss');
    expect(refused.toasts.map((toast) => toast.message)).toEqual([
      'Maglagay ng numero mula 1 hanggang 20',
      'Hindi puwedeng gumawa ng salitang Latin sa server na ito. Idagdag ang mga salitang Latin sa pamamagitan ng CSV upload.',
    ]);
  });
});

describe('upload', () => {
  it('needs a file', async () => {
    const { actions, calls, toasts } = setup();
    await actions.upload(null);
    expect(calls.upload).toEqual([]);
    expect(toasts[0]?.message).toBe(ADMIN_WORD_MESSAGES.csvRequired);
  });

  it('sends the text, keeps the result and says what was created and skipped', async () => {
    const { actions, calls, toasts, store } = setup();
    await actions.upload(new File(['word,definition\n'], 'words.csv'));
    expect(calls.upload).toEqual(['word,definition\n']);
    expect(store.getState().uploadResult).toEqual({ total: 2, created: 1, skipped: 1, errors: [] });
    expect(toasts[0]?.message).toBe('Upload complete! Created: 1, Skipped: 1');
  });

  it("shows the server's error text, 'Failed to upload CSV' when it failed, and an unreachable server as such", async () => {
    const refused = setup({
      uploadCsv: async () => {
        throw new ApiError(ADMIN_WORD_MESSAGES.csvEmpty, 400);
      },
    });
    await refused.actions.upload(new File([''], 'empty.csv'));
    expect(refused.toasts[0]?.message).toBe(ADMIN_WORD_MESSAGES.csvEmpty);
    const unreachable = setup({
      uploadCsv: async () => {
        throw new ApiError('Cannot reach the server.', 0);
      },
    });
    await unreachable.actions.upload(new File(['x'], 'x.csv'));
    expect(unreachable.toasts[0]?.message).toBe(CATALOGUES.english.serverErrors.unreachable);
    const failed = setup({
      uploadCsv: async () => {
        throw new ApiError('Internal error', 500, 'internal');
      },
    });
    await failed.actions.upload(new File(['x'], 'x.csv'));
    expect(failed.toasts[0]?.message).toBe(adminWords.uploadFailed);
  });
});

describe('the list', () => {
  it('asks for the page by offset, and reloads from page 1 when the filter changes', async () => {
    const { actions, calls, store } = setup();
    await actions.loadPage(3);
    const playFilters = DEFAULT_PLAY_FILTERS;
    expect(calls.list.at(-1)).toEqual({ limit: 10, offset: 20, search: '', language: 'all', playFilters });
    actions.setLanguage('latin');
    await Promise.resolve();
    expect(calls.list.at(-1)).toEqual({ limit: 10, offset: 0, search: '', language: 'latin', playFilters });
    expect(store.getState().page).toBe(1);
  });

  it('reloads from page 1 with the new order or play filter, keeping the others', async () => {
    const { actions, calls, store } = setup();
    await actions.loadPage(2);
    actions.setPlayFilters({ sort: 'fool-rate-low', minCalls: 30 });
    await Promise.resolve();
    actions.setPlayFilters({ retired: 'only' });
    await Promise.resolve();
    expect(calls.list.at(-1)).toMatchObject({
      offset: 0,
      playFilters: { ...DEFAULT_PLAY_FILTERS, sort: 'fool-rate-low', minCalls: 30, retired: 'only' },
    });
    expect(store.getState().page).toBe(1);
  });

  it('sends one request when the filter changes while a typed search is still waiting', async () => {
    jest.useFakeTimers();
    try {
      const { actions, calls } = setup();
      actions.setSearch('quok');
      actions.setLanguage('english');
      jest.advanceTimersByTime(1000);
      await Promise.resolve();
      expect(calls.list).toEqual([
        { limit: 10, offset: 0, search: 'quok', language: 'english', playFilters: DEFAULT_PLAY_FILTERS },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps only the newest answer when an older one arrives late', async () => {
    const answers: ((page: AdminWordsResponse) => void)[] = [];
    const { actions, store } = setup({
      listWords: () => new Promise((resolve) => answers.push(resolve)),
    });
    const first = actions.loadPage(1);
    const second = actions.loadPage(2);
    answers[1]!({ ...EMPTY_PAGE, total: 22 });
    answers[0]!({ ...EMPTY_PAGE, total: 11 });
    await Promise.all([first, second]);
    expect(store.getState().total).toBe(22);
  });

  it("toasts 'Failed to load words' when the list cannot be read", async () => {
    const { actions, toasts, store } = setup({
      listWords: async () => {
        throw new ApiError('Cannot reach the server.', 0);
      },
    });
    await actions.loadPage(1);
    expect(toasts[0]).toMatchObject({ message: adminWords.loadFailed, kind: 'error' });
    expect(store.getState().isLoading).toBe(false);
  });
});
