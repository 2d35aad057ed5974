import type { AdminWordsQuery, AdminWordsResponse } from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import { toAdminWordView } from './admin-word-view';

/** GET /api/words (spec §7, §2 Word Database): newest first, filtered by word text and language. */
export async function listAdminWords(
  deps: { store: Pick<Store, 'words'> },
  query: AdminWordsQuery,
): Promise<AdminWordsResponse> {
  const { words, total } = await deps.store.words.list(query);
  return { words: words.map(toAdminWordView), total, limit: query.limit, offset: query.offset };
}
