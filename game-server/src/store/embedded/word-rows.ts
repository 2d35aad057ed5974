// A word's row in SQLite: indexed columns for what is queried, JSON for the rest (docs/design.md decision 2).
import type { StoredWord } from '../../domain/word';
import type { WordStatus } from '@bluffle/shared-schema';

export interface WordRow {
  id: string;
  word: string;
  language: string;
  word_class: string;
  status: string;
  created_at: string;
  document: string;
}
type WordDocument = Omit<StoredWord, 'id' | 'word' | 'language' | 'wordClass' | 'createdAt'>;

export const WORD_COLUMNS = 'id, word, language, word_class, status, created_at, document';

/**
 * Completes the parsed document in place: spreading it into a new object cost about 9 µs a word instead of 2,
 * and the words call reads ten. The status column is the truth (rows stored before moderation have it only
 * there); their documents have no rejection reason either.
 */
export function toWord(row: WordRow): StoredWord {
  const word = JSON.parse(row.document) as WordDocument & Partial<StoredWord>;
  word.id = row.id;
  word.word = row.word;
  word.language = row.language as StoredWord['language'];
  word.wordClass = row.word_class as StoredWord['wordClass'];
  word.createdAt = row.created_at;
  word.status = row.status as WordStatus;
  word.rejectionReason ??= null;
  return word as StoredWord;
}

export function toDocument(word: StoredWord): string {
  const {
    id: _id,
    word: _word,
    language: _language,
    wordClass: _wordClass,
    createdAt: _createdAt,
    ...rest
  } = word;
  return JSON.stringify(rest satisfies WordDocument);
}
