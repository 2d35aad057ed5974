import {
  REJECTION_REASON_MAX_LENGTH,
  type AdminWordView,
  type AdminWordsResponse,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { ModerationApi } from '../api/moderation-api';
import { CATALOGUES, type Messages } from '../i18n/messages';
import { createModerationActions } from './moderation-actions';
import { createModerationStore } from './moderation-store';

const pending = (id: string) => ({ id, word: `word-${id}`, status: 'pending' }) as AdminWordView;

const { admin } = CATALOGUES.english;

function setup(
  overrides: Partial<ModerationApi> = {},
  queue: AdminWordView[] = [pending('1'), pending('2')],
  messages: Messages = CATALOGUES.english,
) {
  const verdicts: { id: string; verdict: string; reason?: string }[] = [];
  const api: ModerationApi = {
    listPendingWords: async ({ limit, offset }) =>
      ({ words: queue, total: queue.length, limit, offset }) satisfies AdminWordsResponse,
    approveWord: async (id) => {
      verdicts.push({ id, verdict: 'approve' });
      return { word: { ...pending(id), status: 'approved' } };
    },
    rejectWord: async (id, reason) => {
      verdicts.push({ id, verdict: 'reject', reason });
      return { word: { ...pending(id), status: 'rejected' } };
    },
    ...overrides,
  };
  const store = createModerationStore();
  const toasts: { message: string; kind?: string }[] = [];
  let reviewed = 0;
  const actions = createModerationActions({
    api,
    store,
    toast: (message, kind) => toasts.push({ message, kind }),
    messages: () => messages,
    onReviewed: () => {
      reviewed += 1;
    },
  });
  return { actions, store, verdicts, toasts, reviewed: () => reviewed };
}

it('approves a word: it leaves the queue and the word list reloads', async () => {
  const { actions, store, verdicts, toasts, reviewed } = setup();
  await actions.load();
  await actions.approve('1');
  expect(verdicts).toEqual([{ id: '1', verdict: 'approve' }]);
  expect(store.getState()).toMatchObject({ total: 1, reviewingId: null });
  expect(store.getState().words.map((word) => word.id)).toEqual(['2']);
  expect(toasts[0]).toMatchObject({ kind: 'success', message: expect.stringContaining('word-1') });
  expect(reviewed()).toBe(1);
});

it('rejects only with a reason, sent trimmed, and forgets the reason afterwards', async () => {
  const { actions, store, verdicts, toasts } = setup();
  await actions.load();
  actions.setReason('2', '   ');
  await actions.reject('2');
  expect(verdicts).toEqual([]);
  expect(toasts[0]).toEqual({
    message: 'Please say why the word is rejected: its author reads it.',
    kind: 'error',
  });

  actions.setReason('2', '  Too close to "glimmer".  ');
  await actions.reject('2');
  expect(verdicts).toEqual([{ id: '2', verdict: 'reject', reason: 'Too close to "glimmer".' }]);
  expect(store.getState().reasons).toEqual({});
  expect(store.getState().words.map((word) => word.id)).toEqual(['1']);
});

it("shows the server's refusal, and a fallback when it failed; the word stays in the queue", async () => {
  const refused = setup({
    approveWord: async () => {
      throw new ApiError('Word not found', 404);
    },
  });
  await refused.actions.load();
  await refused.actions.approve('1');
  expect(refused.toasts[0]?.message).toBe('Word not found');
  expect(refused.store.getState().words).toHaveLength(2);

  const failed = setup({
    rejectWord: async () => {
      throw new ApiError('Internal error', 500, 'internal');
    },
  });
  await failed.actions.load();
  failed.actions.setReason('1', 'Spelling.');
  await failed.actions.reject('1');
  expect(failed.toasts[0]?.message).toBe(admin.rejectFailed);
  expect(failed.store.getState().reviewingId).toBeNull();
});

it('says when the queue cannot be loaded', async () => {
  const { actions, store, toasts } = setup({
    listPendingWords: async () => {
      throw new ApiError('Cannot reach the server.', 0);
    },
  });
  await actions.load();
  expect(store.getState().status).toBe('failed');
  expect(toasts).toEqual([{ message: admin.queueLoadFailed, kind: 'error' }]);
});

it('tells a Filipino admin in Filipino: the verdict, a missing reason, and a refusal by its code', async () => {
  const { actions, toasts } = setup(
    {
      approveWord: async () => {
        throw new ApiError('Word not found', 404, 'word-not-found');
      },
    },
    undefined,
    CATALOGUES.filipino,
  );
  await actions.load();
  await actions.approve('1');
  actions.setReason('2', ' ');
  await actions.reject('2');
  actions.setReason('2', 'Masyadong kahawig ng totoong salita.');
  await actions.reject('2');
  expect(toasts).toEqual([
    { message: 'Wala na ang salitang ito.', kind: 'error' },
    { message: 'Sabihin kung bakit tinanggihan ang salita: mababasa ito ng may-akda.', kind: 'error' },
    { message: 'Tinanggihan ang "word-2": makikita ng may-akda ang dahilan mo.', kind: 'success' },
  ]);
});

it('says a reason is too long in the words of the server’s rule', async () => {
  const { actions, toasts, verdicts } = setup();
  await actions.load();
  actions.setReason('1', 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1));
  await actions.reject('1');
  expect(verdicts).toEqual([]);
  expect(toasts).toEqual([
    { message: `A reason is at most ${REJECTION_REASON_MAX_LENGTH} characters.`, kind: 'error' },
  ]);
});
