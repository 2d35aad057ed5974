import type { AdminWordView, AdminWordsResponse } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { ModerationApi } from '../api/moderation-api';
import { createModerationActions, MODERATION_TOASTS } from './moderation-actions';
import { createModerationStore } from './moderation-store';

const pending = (id: string) => ({ id, word: `word-${id}`, status: 'pending' }) as AdminWordView;

function setup(
  overrides: Partial<ModerationApi> = {},
  queue: AdminWordView[] = [pending('1'), pending('2')],
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
      throw new ApiError('Cannot reach the server.', 0);
    },
  });
  await failed.actions.load();
  failed.actions.setReason('1', 'Spelling.');
  await failed.actions.reject('1');
  expect(failed.toasts[0]?.message).toBe(MODERATION_TOASTS.rejectFailed);
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
  expect(toasts).toEqual([{ message: MODERATION_TOASTS.loadFailed, kind: 'error' }]);
});
