// The paged word list in SQLite (port.ts WordRepository.list): the admin's word database, the moderation
// queue and an author's words. One statement per shape of query, each prepared once.
import type Database from 'better-sqlite3';
import type { WordListOrder, WordListQuery } from '../port';
import type { StoredWord } from '../../domain/word';
import { wordKeyOf } from '../word-records';
import { WORD_COLUMNS, toWord, type WordRow } from './word-rows';

type ListParams = Record<string, string | number>;
interface ListStatements {
  page: Database.Statement<[ListParams], WordRow>;
  total: Database.Statement<[ListParams], number>;
}

export class WordListStatements {
  private readonly statements = new Map<string, ListStatements>();

  constructor(private readonly db: Database.Database) {}

  list(query: WordListQuery): { words: StoredWord[]; total: number } {
    const filters: ListParams = {};
    if (query.language !== undefined) filters.language = query.language;
    const search = query.search === undefined ? '' : wordKeyOf(query.search);
    if (search !== '') filters.search = search;
    if (query.status !== undefined)
      filters[query.status === 'approved' ? 'approved' : 'status'] = query.status;
    if (query.createdBy !== undefined) filters.createdBy = query.createdBy;
    if (query.minCalls !== undefined && query.minCalls > 0) filters.minCalls = query.minCalls;
    if (query.minFoolRate !== undefined) filters.minFoolRate = query.minFoolRate;
    if (query.maxFoolRate !== undefined) filters.maxFoolRate = query.maxFoolRate;
    if (query.retired !== undefined) filters.retired = query.retired === 'only' ? 1 : 0;
    const statements = this.statementsFor(Object.keys(filters), query.order ?? 'newest');
    const rows = statements.page.all({ ...filters, limit: query.limit, offset: query.offset });
    return { words: rows.map(toWord), total: statements.total.get(filters) ?? 0 };
  }

  private statementsFor(filters: string[], order: WordListOrder): ListStatements {
    const key = `${filters.join()}:${order}`;
    let statements = this.statements.get(key);
    if (!statements) {
      const conditions = filters.map((filter) => CONDITIONS[filter]);
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      statements = {
        page: this.db.prepare<[ListParams], WordRow>(
          `SELECT ${WORD_COLUMNS} FROM words ${where} ORDER BY ${ORDERS[order]} LIMIT @limit OFFSET @offset`,
        ),
        total: this.db.prepare<[ListParams], number>(`SELECT COUNT(*) FROM words ${where}`).pluck(),
      };
      this.statements.set(key, statements);
    }
    return statements;
  }
}

const NEWEST = 'created_at DESC, word_key ASC, seq ASC';

/** Every order ends in the newest-first one, so a page never depends on how SQLite breaks a tie. */
const ORDERS: Record<WordListOrder, string> = {
  newest: NEWEST,
  oldest: 'created_at ASC, word_key ASC, seq ASC',
  // A word never called has no fool rate: last, whichever way the rates go.
  'fool-rate-high': `fool_rate IS NULL, fool_rate DESC, ${NEWEST}`,
  'fool-rate-low': `fool_rate IS NULL, fool_rate ASC, ${NEWEST}`,
  'calls-high': `calls DESC, ${NEWEST}`,
  'calls-low': `calls ASC, ${NEWEST}`,
};

const CONDITIONS: Record<string, string> = {
  language: 'language = @language',
  // instr on the lowercased key: case-insensitive for all of Unicode, and no LIKE wildcards to escape.
  search: 'instr(word_key, @search) > 0',
  approved: 'status = @approved',
  // Repeats the partial index's condition (migrations.ts words_status), which SQLite does not infer from
  // `status = 'pending'`: the moderation queue is then read in order from that small index.
  status: "status <> 'approved' AND status = @status",
  createdBy: 'created_by = @createdBy',
  minCalls: 'calls >= @minCalls',
  // A word never called (NULL) matches neither bound.
  minFoolRate: 'fool_rate >= @minFoolRate',
  maxFoolRate: 'fool_rate <= @maxFoolRate',
  retired: 'is_retired = @retired',
};
