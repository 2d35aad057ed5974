import type { AdminWordsResponse, moderationQueueQuerySchema } from '@bluffle/shared-schema';
import type { z } from 'zod';
import type { Store } from '../../store/port';
import { toAdminWordViews } from '../admin-words/admin-word-view';

export type ModerationQueueQuery = z.output<typeof moderationQueueQuerySchema>;

/**
 * GET /api/admin/words/pending: contributions waiting for a review, oldest first, so the author who has
 * waited longest is answered first and a page does not shift under the admin as new words arrive.
 */
export async function listPendingWords(
  deps: { store: Pick<Store, 'words' | 'wordPlays'> },
  query: ModerationQueueQuery,
): Promise<AdminWordsResponse> {
  const { words, total } = await deps.store.words.list({ ...query, status: 'pending', order: 'oldest' });
  return {
    words: await toAdminWordViews(deps.store, words),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}
