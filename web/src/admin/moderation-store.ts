import type { AdminWordView } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The admin panel's moderation queue (docs/design.md decision 13): contributed words waiting for a verdict. */
export interface ModerationState {
  words: AdminWordView[];
  /** Pending words over all pages. */
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The rejection reason typed for each word, by word id. */
  reasons: Record<string, string>;
  /** The word whose verdict is on its way; its buttons wait. */
  reviewingId: string | null;
}

export type ModerationStore = StoreApi<ModerationState>;

export function createModerationStore(): ModerationStore {
  return createStore<ModerationState>()(() => ({
    words: [],
    total: 0,
    status: 'idle',
    reasons: {},
    reviewingId: null,
  }));
}

export const moderationStore = createModerationStore();
