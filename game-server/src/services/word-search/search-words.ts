import type { WordSearchQuery, WordSearchResponse } from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import { toWordSearchResult } from './word-search-result';

/**
 * GET /api/words/search: what a wordsmith may build a custom session from. Approved words and the
 * searcher's own contributions (waiting, approved or rejected); another author's word stays out until an
 * admin approves it.
 */
export async function searchWords(
  deps: { store: Pick<Store, 'words'> },
  query: WordSearchQuery,
  viewerId: string,
): Promise<WordSearchResponse> {
  const words = await deps.store.words.search({
    text: query.query,
    limit: query.limit,
    viewerId,
    ...(query.language !== undefined ? { language: query.language } : {}),
  });
  return { words: words.map((word) => toWordSearchResult(word, viewerId)) };
}
