import { toPlayWord, type WordSearchResult } from '@bluffle/shared-schema';
import type { StoredWord } from '../../domain/word';

/**
 * A word as the wordsmith's search shows it (fair play): a bank word exactly as a player is served
 * it, with no truth, or the search would look up answers for solo games; the searcher's own contribution
 * also carries its truth and moderation state.
 */
export function toWordSearchResult(word: StoredWord, viewerId: string): WordSearchResult {
  const shown = toPlayWord(word);
  return word.createdBy === viewerId
    ? { ...shown, isOwn: true, isReal: word.isReal, status: word.status }
    : { ...shown, isOwn: false };
}
