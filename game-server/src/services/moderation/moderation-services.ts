import type { Store } from '../../store/port';
import { listPendingWords, type ModerationQueueQuery } from './list-pending-words';
import { reviewWord } from './review-word';

/**
 * The admin's moderation of contributed words (docs/design.md decision 13): the queue, approve, reject.
 * A contributed word joins the public solo pool only once approved.
 */
export function createModerationServices(deps: { store: Pick<Store, 'words' | 'wordPlays'> }) {
  return {
    listPendingWords: (query: ModerationQueueQuery) => listPendingWords(deps, query),
    approveWord: (wordId: string) => reviewWord(deps, wordId, { status: 'approved' }),
    rejectWord: (wordId: string, reason: string) => reviewWord(deps, wordId, { status: 'rejected', reason }),
  };
}

export type ModerationServices = ReturnType<typeof createModerationServices>;
