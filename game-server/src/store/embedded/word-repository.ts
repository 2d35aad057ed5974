// Words in SQLite: indexed columns for the unique key, language and ordering; JSON for the rest.
import { randomInt, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Language } from '@bluffle/shared-schema';
import type { NewWord, StoredWord, WordListQuery, WordRepository } from '../port';
import { toStoredWord, uniqueKeyOf, wordKeyOf } from '../word-records';
import { withConflictAs } from './sqlite-errors';

interface WordRow {
  id: string;
  word: string;
  language: string;
  word_class: string;
  created_at: string;
  document: string;
}
type WordDocument = Omit<StoredWord, 'id' | 'word' | 'language' | 'wordClass' | 'createdAt'>;

const COLUMNS = 'id, word, language, word_class, created_at, document';
/** Below this ratio of eligible words to asked words, sorting the few candidates beats random probing. */
const PROBE_MIN_ELIGIBLE_RATIO = 2;
const PROBE_ATTEMPTS_PER_WORD = 50;

/**
 * Completes the parsed document in place: spreading it into a new object cost about 9 µs a word instead of 2,
 * and the words call reads ten.
 */
function toWord(row: WordRow): StoredWord {
  const word = JSON.parse(row.document) as WordDocument & Partial<StoredWord>;
  word.id = row.id;
  word.word = row.word;
  word.language = row.language as StoredWord['language'];
  word.wordClass = row.word_class as StoredWord['wordClass'];
  word.createdAt = row.created_at;
  return word as StoredWord;
}

function toDocument(word: StoredWord): string {
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

function duplicateMessage(word: NewWord): string {
  return `the ${word.language} ${word.wordClass} "${word.word}" already exists`;
}

export class EmbeddedWordRepository implements WordRepository {
  private readonly insert;
  private readonly existsByKey;
  private readonly byId;
  private readonly byIds;
  private readonly byPosition;
  private readonly languageRange;
  private readonly countExcluded;
  private readonly shuffledEligible;
  private readonly countAll;
  private readonly countLanguage;
  private readonly keysOfLanguage;
  private readonly listStatements = new Map<
    string,
    {
      page: Database.Statement<[Record<string, string | number>], WordRow>;
      total: Database.Statement<[Record<string, string | number>], number>;
    }
  >();

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare<[string, string, string, string, string, number, string, string]>(
      `INSERT INTO words (id, word, word_key, language, word_class, language_position, created_at, document)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.existsByKey = db
      .prepare<[string, string, string], number>(
        'SELECT 1 FROM words WHERE word_key = ? AND language = ? AND word_class = ?',
      )
      .pluck();
    this.byId = db.prepare<[string], WordRow>(`SELECT ${COLUMNS} FROM words WHERE id = ?`);
    this.byIds = db.prepare<[string], WordRow>(
      `SELECT ${COLUMNS} FROM words WHERE id IN (SELECT value FROM json_each(?))`,
    );
    this.byPosition = db.prepare<[string, number], WordRow>(
      `SELECT ${COLUMNS} FROM words WHERE language = ? AND language_position = ?`,
    );
    // MAX over the (language, language_position) index is one seek; COUNT(*) would walk the language.
    // The same number is the range sample() draws from and the position the next insert takes.
    this.languageRange = db
      .prepare<[string], number>(
        'SELECT COALESCE(MAX(language_position) + 1, 0) FROM words WHERE language = ?',
      )
      .pluck();
    // `+language` keeps the planner on the id lookups instead of scanning the whole language.
    this.countExcluded = db
      .prepare<[string, string], number>(
        'SELECT COUNT(*) FROM words WHERE +language = ? AND id IN (SELECT value FROM json_each(?))',
      )
      .pluck();
    this.shuffledEligible = db.prepare<[string, string, number], WordRow>(
      `SELECT ${COLUMNS} FROM words
       WHERE language = ? AND id NOT IN (SELECT value FROM json_each(?))
       ORDER BY RANDOM() LIMIT ?`,
    );
    this.countAll = db.prepare<[], number>('SELECT COUNT(*) FROM words').pluck();
    this.countLanguage = db
      .prepare<[string], number>('SELECT COUNT(*) FROM words WHERE language = ?')
      .pluck();
    this.keysOfLanguage = db
      .prepare<[string], string>('SELECT DISTINCT word_key FROM words WHERE language = ?')
      .pluck();
  }

  async create(input: NewWord): Promise<StoredWord> {
    return this.db
      .transaction(() =>
        withConflictAs(
          () => duplicateMessage(input),
          () => this.insertOne(input, new Date()),
        ),
      )
      .immediate();
  }

  async createMany(inputs: NewWord[]): Promise<{ created: StoredWord[]; duplicates: NewWord[] }> {
    const created: StoredWord[] = [];
    const duplicates: NewWord[] = [];
    const seen = new Set<string>();
    const now = new Date();
    // One transaction: a batch is stored whole or not at all, and is ~100x faster than autocommit.
    this.db
      .transaction(() => {
        for (const input of inputs) {
          const key = uniqueKeyOf(input);
          if (seen.has(key) || this.existsByKey.get(wordKeyOf(input.word), input.language, input.wordClass)) {
            duplicates.push(input);
            continue;
          }
          seen.add(key);
          created.push(this.insertOne(input, now));
        }
      })
      .immediate();
    return { created, duplicates };
  }

  async findById(id: string): Promise<StoredWord | null> {
    const row = this.byId.get(id);
    return row ? toWord(row) : null;
  }

  async findByIds(ids: string[]): Promise<StoredWord[]> {
    if (ids.length === 0) return [];
    const found = new Map(this.byIds.all(JSON.stringify(ids)).map((row) => [row.id, toWord(row)]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  async sample(query: { language: Language; count: number; excludeIds?: string[] }): Promise<StoredWord[]> {
    const { language, count } = query;
    if (count <= 0) return [];
    const excluded = new Set(query.excludeIds ?? []);
    const excludedJson = JSON.stringify([...excluded]);
    // Words are never deleted, so positions are dense and the range is the language's word count; were
    // gaps ever to appear, probing below stays correct (it rejects them) and only gets slower.
    const range = this.languageRange.get(language) ?? 0;
    const eligible = range - (excluded.size > 0 ? (this.countExcluded.get(language, excludedJson) ?? 0) : 0);
    if (eligible <= 0) return [];
    if (eligible < count * PROBE_MIN_ELIGIBLE_RATIO) {
      return this.shuffledEligible.all(language, excludedJson, count).map(toWord);
    }
    // Rejection sampling over the dense per-language positions: each probe is one index lookup, and
    // rejecting gaps, excluded and already chosen words keeps every remaining word equally likely.
    const chosen = new Map<number, StoredWord>();
    const attempts = count * PROBE_ATTEMPTS_PER_WORD;
    for (let attempt = 0; attempt < attempts && chosen.size < count; attempt += 1) {
      const position = randomInt(range);
      if (chosen.has(position)) continue;
      const row = this.byPosition.get(language, position);
      if (row && !excluded.has(row.id)) chosen.set(position, toWord(row));
    }
    if (chosen.size < count) {
      // Unlucky or sparse (most of the language excluded): fall back to sorting the eligible words.
      return this.shuffledEligible.all(language, excludedJson, count).map(toWord);
    }
    return [...chosen.values()];
  }

  async list(query: WordListQuery): Promise<{ words: StoredWord[]; total: number }> {
    const search = query.search === undefined ? '' : wordKeyOf(query.search);
    const statements = this.listStatementsFor(query.language !== undefined, search !== '');
    const params: Record<string, string | number> = { limit: query.limit, offset: query.offset };
    if (query.language !== undefined) params.language = query.language;
    if (search !== '') params.search = search;
    const { limit: _limit, offset: _offset, ...filterParams } = params;
    const rows = statements.page.all(params);
    const total = statements.total.get(filterParams) ?? 0;
    return { words: rows.map(toWord), total };
  }

  async count(query?: { language?: Language }): Promise<number> {
    const language = query?.language;
    return (language === undefined ? this.countAll.get() : this.countLanguage.get(language)) ?? 0;
  }

  async wordsOf(language: Language): Promise<string[]> {
    return this.keysOfLanguage.all(language);
  }

  private insertOne(input: NewWord, now: Date): StoredWord {
    const word = toStoredWord(input, randomUUID(), now);
    const position = this.languageRange.get(word.language) ?? 0;
    this.insert.run(
      word.id,
      word.word,
      wordKeyOf(word.word),
      word.language,
      word.wordClass,
      position,
      word.createdAt,
      toDocument(word),
    );
    return word;
  }

  /** Four fixed shapes (with/without language, with/without search), each prepared once. */
  private listStatementsFor(hasLanguage: boolean, hasSearch: boolean) {
    const key = `${hasLanguage}:${hasSearch}`;
    let statements = this.listStatements.get(key);
    if (!statements) {
      const conditions = [
        ...(hasLanguage ? ['language = @language'] : []),
        // instr on the lowercased key: case-insensitive for all of Unicode, and no LIKE wildcards to escape.
        ...(hasSearch ? ['instr(word_key, @search) > 0'] : []),
      ];
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      statements = {
        page: this.db.prepare<[Record<string, string | number>], WordRow>(
          `SELECT ${COLUMNS} FROM words ${where}
           ORDER BY created_at DESC, word_key ASC, seq ASC LIMIT @limit OFFSET @offset`,
        ),
        total: this.db
          .prepare<[Record<string, string | number>], number>(`SELECT COUNT(*) FROM words ${where}`)
          .pluck(),
      };
      this.listStatements.set(key, statements);
    }
    return statements;
  }
}
