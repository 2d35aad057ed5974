// The wordsmith's word search in SQLite (port.ts WordRepository.search): words starting with the text
// first, then the other words containing it, each group alphabetical, the viewer's own words in any
// moderation state and everyone else's only once approved.
import type Database from 'better-sqlite3';
import type { WordSearch } from '../port';
import type { StoredWord } from '../../domain/word';
import { wordKeyOf } from '../word-records';
import { WORD_COLUMNS, toWord, type WordRow } from './word-rows';

type SearchParams = Record<string, string | number>;
type SearchStatement = Database.Statement<[SearchParams], WordRow>;

const VISIBLE = "(status = 'approved' OR created_by = @viewer)";
// The order of the unique index (word_key, language, word_class): each query walks it in order and stops
// at the limit instead of sorting every match.
const ALPHABETICAL = 'ORDER BY word_key, language, word_class LIMIT @limit';

export class WordSearchStatements {
  private readonly statements = new Map<boolean, { prefix: SearchStatement; inner: SearchStatement }>();

  constructor(private readonly db: Database.Database) {}

  search(search: WordSearch): StoredWord[] {
    const text = wordKeyOf(search.text);
    const { prefix, inner } = this.statementsFor(search.language !== undefined);
    const params: SearchParams = { text, viewer: search.viewerId, limit: search.limit };
    if (search.language !== undefined) params.language = search.language;
    const starting = prefix.all(params);
    // A blank text is a prefix of every word: the first query found all there is to find.
    if (starting.length >= search.limit || text === '') return starting.map(toWord);
    const containing = inner.all({ ...params, limit: search.limit - starting.length });
    return [...starting, ...containing].map(toWord);
  }

  private statementsFor(hasLanguage: boolean) {
    let statements = this.statements.get(hasLanguage);
    if (!statements) {
      // `+language`: a filter on the walk, not an index of its own (which would sort the whole language).
      const language = hasLanguage ? 'AND +language = @language' : '';
      statements = {
        // Keys starting with the text sort between the text and the text followed by the last code point
        // (BINARY collation compares UTF-8 bytes), a range the index answers directly.
        prefix: this.db.prepare<[SearchParams], WordRow>(
          `SELECT ${WORD_COLUMNS} FROM words
           WHERE word_key >= @text AND word_key < @text || char(1114111) AND ${VISIBLE} ${language}
           ${ALPHABETICAL}`,
        ),
        // instr finds the first occurrence: above 1, the key contains the text but does not start with it.
        inner: this.db.prepare<[SearchParams], WordRow>(
          `SELECT ${WORD_COLUMNS} FROM words
           WHERE instr(word_key, @text) > 1 AND ${VISIBLE} ${language}
           ${ALPHABETICAL}`,
        ),
      };
      this.statements.set(hasLanguage, statements);
    }
    return statements;
  }
}
