import { rejectWordBodySchema } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { ModerationApi } from '../api/moderation-api';
import type { ToastKind } from '../state/toast-store';
import type { ModerationStore } from './moderation-store';

// The moderation queue's buttons (issue 8): approve a contributed word into the public pool, or reject it
// with a reason its author reads in My Bluffles.

/** How many pending words the queue shows at once. */
export const MODERATION_PAGE_SIZE = 20;

export const MODERATION_TOASTS = {
  loadFailed: 'Failed to load the words waiting for review',
  approveFailed: 'Failed to approve the word',
  rejectFailed: 'Failed to reject the word',
} as const;

export interface ModerationDeps {
  api: ModerationApi;
  store: ModerationStore;
  toast(message: string, kind?: ToastKind): void;
  /** After a verdict, so the word list shows the word's new status. */
  onReviewed?(): void;
}

/** The server's own words when it refused (4xx); the fallback when it failed or was unreachable. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export function createModerationActions({ api, store, toast, onReviewed }: ModerationDeps) {
  let latestLoad = 0;

  async function load(): Promise<void> {
    latestLoad += 1;
    const thisLoad = latestLoad;
    store.setState({ status: 'loading' });
    try {
      const { words, total } = await api.listPendingWords({ limit: MODERATION_PAGE_SIZE, offset: 0 });
      if (thisLoad !== latestLoad) return;
      store.setState({ words, total, status: 'loaded' });
    } catch {
      if (thisLoad !== latestLoad) return;
      store.setState({ status: 'failed' });
      toast(MODERATION_TOASTS.loadFailed, 'error');
    }
  }

  /** Takes a reviewed word out of the queue, and the next pending one in if a page's worth was shown. */
  function removeReviewed(wordId: string): void {
    const { words, total, reasons } = store.getState();
    const { [wordId]: _dropped, ...otherReasons } = reasons;
    store.setState({
      words: words.filter((word) => word.id !== wordId),
      total: Math.max(0, total - 1),
      reasons: otherReasons,
    });
    if (total > words.length) void load();
    onReviewed?.();
  }

  async function review(wordId: string, verdict: () => Promise<unknown>, done: string, failed: string) {
    if (store.getState().reviewingId !== null) return;
    store.setState({ reviewingId: wordId });
    try {
      await verdict();
      removeReviewed(wordId);
      toast(done, 'success');
    } catch (error) {
      toast(failureText(error, failed), 'error');
    } finally {
      store.setState({ reviewingId: null });
    }
  }

  const wordText = (wordId: string) =>
    store.getState().words.find((word) => word.id === wordId)?.word ?? 'The word';

  return {
    load,

    setReason(wordId: string, reason: string): void {
      store.setState({ reasons: { ...store.getState().reasons, [wordId]: reason } });
    },

    approve(wordId: string): Promise<void> {
      const word = wordText(wordId);
      return review(
        wordId,
        () => api.approveWord(wordId),
        `Approved "${word}": it joins the public word pool.`,
        MODERATION_TOASTS.approveFailed,
      );
    },

    /** The reason is required (the same rule the server applies), so a blank one never leaves the page. */
    async reject(wordId: string): Promise<void> {
      const parsed = rejectWordBodySchema.safeParse({ reason: store.getState().reasons[wordId] ?? '' });
      if (!parsed.success) {
        toast(parsed.error.issues[0]?.message ?? MODERATION_TOASTS.rejectFailed, 'error');
        return;
      }
      const word = wordText(wordId);
      await review(
        wordId,
        () => api.rejectWord(wordId, parsed.data.reason),
        `Rejected "${word}": its author sees your reason.`,
        MODERATION_TOASTS.rejectFailed,
      );
    },
  };
}

export type ModerationActions = ReturnType<typeof createModerationActions>;
