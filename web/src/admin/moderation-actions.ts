import { rejectWordBodySchema } from '@bluffle/shared-schema';
import type { ModerationApi } from '../api/moderation-api';
import type { Messages } from '../i18n/messages';
import type { ToastKind } from '../state/toast-store';
import type { ModerationStore } from './moderation-store';
import { adminFailureText } from './refusal-text';

// The moderation queue's buttons: approve a contributed word into the public pool, or reject it
// with a reason its author reads in My Bluffles.

/** How many pending words the queue shows at once. */
export const MODERATION_PAGE_SIZE = 20;

export interface ModerationDeps {
  api: ModerationApi;
  store: ModerationStore;
  toast(message: string, kind?: ToastKind): void;
  /** The catalogue in the interface language at the moment a toast shows. */
  messages(): Pick<Messages, 'admin' | 'serverErrors'>;
  /** After a verdict, so the word list shows the word's new status. */
  onReviewed?(): void;
}

export function createModerationActions({ api, store, toast, messages, onReviewed }: ModerationDeps) {
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
      toast(messages().admin.queueLoadFailed, 'error');
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

  /** Sends a verdict; `done` and `failed` are read when the answer comes, in the interface language then. */
  async function review(
    wordId: string,
    verdict: () => Promise<unknown>,
    done: () => string,
    failed: () => string,
  ) {
    if (store.getState().reviewingId !== null) return;
    store.setState({ reviewingId: wordId });
    try {
      await verdict();
      removeReviewed(wordId);
      toast(done(), 'success');
    } catch (error) {
      toast(adminFailureText(error, failed(), messages()), 'error');
    } finally {
      store.setState({ reviewingId: null });
    }
  }

  const wordText = (wordId: string) =>
    store.getState().words.find((word) => word.id === wordId)?.word ?? messages().admin.theWord;

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
        () => messages().admin.approved({ word }),
        () => messages().admin.approveFailed,
      );
    },

    /** The reason is required (the same rule the server applies), so a blank one never leaves the page. */
    async reject(wordId: string): Promise<void> {
      const parsed = rejectWordBodySchema.safeParse({ reason: store.getState().reasons[wordId] ?? '' });
      if (!parsed.success) {
        // The schema refuses a blank reason or one too long; the page words either in the interface language.
        const isTooLong = parsed.error.issues[0]?.code === 'too_big';
        toast(isTooLong ? messages().admin.reasonTooLong : messages().admin.reasonRequired, 'error');
        return;
      }
      const word = wordText(wordId);
      await review(
        wordId,
        () => api.rejectWord(wordId, parsed.data.reason),
        () => messages().admin.rejected({ word }),
        () => messages().admin.rejectFailed,
      );
    },
  };
}

export type ModerationActions = ReturnType<typeof createModerationActions>;
