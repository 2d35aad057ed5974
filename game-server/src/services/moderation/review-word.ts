import { ERROR_CODES, type AdminWordView } from '@bluffle/shared-schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Store } from '../../store/port';
import type { WordReview } from '../../domain/word';
import { toAdminWordViews } from '../admin-words/admin-word-view';

export const MODERATION_MESSAGES = {
  wordNotFound: 'No word has this id: it may have been mistyped.',
  notContributed:
    'Only words contributed by wordsmiths are moderated. This word came from the word bank (seed, generator or CSV upload) and is in the public pool already.',
} as const;

/**
 * POST /api/admin/words/{wordId}/approve and /reject: records the admin's decision on a contributed word.
 * Deciding again is allowed (an approval repeated changes nothing; a new rejection replaces its reason;
 * rejecting an approved word takes it out of the public pool).
 */
export async function reviewWord(
  deps: { store: Pick<Store, 'words' | 'wordPlays'> },
  wordId: string,
  review: WordReview,
): Promise<{ word: AdminWordView }> {
  const word = await deps.store.words.findById(wordId);
  if (word === null) {
    throw new NotFoundError(MODERATION_MESSAGES.wordNotFound, ERROR_CODES.wordNotFound);
  }
  if (word.source !== 'wordsmith') {
    throw new ConflictError(MODERATION_MESSAGES.notContributed, ERROR_CODES.wordNotInModeration);
  }
  const reviewed = await deps.store.words.review(wordId, review);
  if (reviewed === null) {
    throw new NotFoundError(MODERATION_MESSAGES.wordNotFound, ERROR_CODES.wordNotFound);
  }
  const [view] = await toAdminWordViews(deps.store, [reviewed]);
  return { word: view! };
}
