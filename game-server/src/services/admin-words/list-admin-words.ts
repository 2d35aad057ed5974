import type { AdminWordsQuery, AdminWordsResponse } from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import { toAdminWordViews } from './admin-word-view';

/**
 * GET /api/words (docs/product.md §7, §2 Word Database): newest first, filtered by word text and language; or sorted
 * by fool rate or calls and filtered by calls, fool rate and retirement.
 */
export async function listAdminWords(
  deps: { store: Pick<Store, 'words' | 'wordPlays'> },
  query: AdminWordsQuery,
): Promise<AdminWordsResponse> {
  const { words, total } = await deps.store.words.list({
    limit: query.limit,
    offset: query.offset,
    search: query.search,
    language: query.language,
    order: query.sort,
    minCalls: query.minCalls,
    minFoolRate: query.minFoolRate,
    maxFoolRate: query.maxFoolRate,
    retired: query.retired === 'any' ? undefined : query.retired,
  });
  return {
    words: await toAdminWordViews(deps.store, words),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}
