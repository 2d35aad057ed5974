import type { StoredWord } from '../../domain/word';

/**
 * Whether an author may build a custom session with the word: any approved word, and their own
 * contributions still waiting for moderation (docs/design.md decision 13: playable at once in their own sessions).
 * A rejected word, or another author's word not yet approved, is treated as unknown: its existence must not
 * leak to anyone but its author and the admins.
 */
export function isUsableBy(word: StoredWord, authorId: string): boolean {
  if (word.status === 'approved') return true;
  return word.status === 'pending' && word.createdBy === authorId;
}

/** Whether the author contributed the word: only then may they see its truth (fair play). */
export function isOwnWord(word: StoredWord, authorId: string): boolean {
  return word.source === 'wordsmith' && word.createdBy === authorId;
}
