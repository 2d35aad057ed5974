// Words in SQLite: indexed columns for the unique key, language, moderation state, author and ordering;
// JSON for the rest (word-rows.ts).
import { randomInt, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Language } from '@bluffle/shared-schema';
import type { WordListQuery, WordRepository, WordSampleQuery, WordSearch } from '../port';
import type { NewWord, StoredWord, WordReview } from '../../domain/word';
import { toStoredWord, uniqueKeyOf, wordKeyOf } from '../word-records';
import { withConflictAs } from './sqlite-errors';
import { WORD_COLUMNS as COLUMNS, toDocument, toWord, type WordRow } from './word-rows';
import { WordListStatements } from './word-list-statements';
import { WordSearchStatements } from './word-search-statements';
import type { Clock } from '../../clock';

interface WordInsert {
  id: string;
  word: string;
  wordKey: string;
  language: string;
  wordClass: string;
  position: number;
  status: string;
  createdBy: string | null;
  createdAt: string;
  document: string;
}

/** Below this ratio of eligible words to asked words, sorting the few candidates beats random probing. */
const PROBE_MIN_ELIGIBLE_RATIO = 2;
const PROBE_ATTEMPTS_PER_WORD = 50;

function duplicateMessage(word: NewWord): string {
  return `the ${word.language} ${word.wordClass} "${word.word}" already exists`;
}

export class EmbeddedWordRepository implements WordRepository {
  private readonly insert;
  private readonly existsByKey;
  private readonly byId;
  private readonly byIds;
  private readonly idsAtPositions;
  private readonly languageRange;
  private readonly countExcluded;
  private readonly shuffledEligibleIds;
  private readonly countAll;
  private readonly countLanguage;
  private readonly keysOfLanguage;
  private readonly countUnapproved;
  private readonly countRetired;
  private readonly provenFoolerIds;
  private readonly byKey;
  private readonly setReview;
  private readonly listStatements;
  private readonly searchStatements;

  constructor(
    private readonly db: Database.Database,
    private readonly clock: Clock,
  ) {
    this.insert = db.prepare<[WordInsert]>(
      `INSERT INTO words
         (id, word, word_key, language, word_class, language_position, status, created_by, created_at, document)
       VALUES (@id, @word, @wordKey, @language, @wordClass, @position, @status, @createdBy, @createdAt, @document)`,
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
    // A word not approved, or retired from play, is a gap to the probing in sample(): rejected
    // like one.
    // One statement for a batch of probes (each still one index lookup): a statement's own cost is most of a
    // single probe's.
    this.idsAtPositions = db
      .prepare<[string, string], [number, string]>(
        `SELECT language_position, id FROM words
         WHERE language = ? AND language_position IN (SELECT value FROM json_each(?))
           AND status = 'approved' AND is_retired = 0`,
      )
      .raw();
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
        `SELECT COUNT(*) FROM words
         WHERE +language = ? AND status = 'approved' AND is_retired = 0
           AND id IN (SELECT value FROM json_each(?))`,
      )
      .pluck();
    // Through the partial index of words not approved (migrations.ts words_status), a handful of rows;
    // `+language` keeps the planner from walking the whole language instead.
    this.countUnapproved = db
      .prepare<[string], number>("SELECT COUNT(*) FROM words WHERE status <> 'approved' AND +language = ?")
      .pluck();
    // Through the partial index of retired words (migrations.ts words_retired): few, if the rule is right.
    this.countRetired = db
      .prepare<[string], number>(
        "SELECT COUNT(*) FROM words WHERE is_retired = 1 AND language = ? AND status = 'approved'",
      )
      .pluck();
    // From the partial index of proven foolers alone (it covers the query), shuffled. A proven fooler is never
    // retired (its fool rate is far above the retirement line).
    this.provenFoolerIds = db
      .prepare<[string, string, number], string>(
        `SELECT id FROM words
         WHERE is_proven_fooler = 1 AND language = ? AND status = 'approved'
           AND id NOT IN (SELECT value FROM json_each(?))
         ORDER BY RANDOM() LIMIT ?`,
      )
      .pluck();
    this.shuffledEligibleIds = db
      .prepare<[string, string, number], string>(
        `SELECT id FROM words
         WHERE language = ? AND status = 'approved' AND is_retired = 0
           AND id NOT IN (SELECT value FROM json_each(?))
         ORDER BY RANDOM() LIMIT ?`,
      )
      .pluck();
    this.countAll = db.prepare<[], number>('SELECT COUNT(*) FROM words').pluck();
    this.countLanguage = db
      .prepare<[string], number>('SELECT COUNT(*) FROM words WHERE language = ?')
      .pluck();
    this.keysOfLanguage = db
      .prepare<[string], string>('SELECT DISTINCT word_key FROM words WHERE language = ?')
      .pluck();
    this.byKey = db.prepare<[string, string, string], WordRow>(
      `SELECT ${COLUMNS} FROM words WHERE word_key = ? AND language = ? AND word_class = ?`,
    );
    // The document too, so every read of the word agrees with its status column.
    this.setReview = db.prepare<[{ id: string; status: string; reason: string | null }]>(
      `UPDATE words
       SET status = @status, document = json_set(document, '$.status', @status, '$.rejectionReason', @reason)
       WHERE id = @id`,
    );
    this.listStatements = new WordListStatements(db);
    this.searchStatements = new WordSearchStatements(db);
  }

  async create(input: NewWord): Promise<StoredWord> {
    return this.db
      .transaction(() =>
        withConflictAs(
          () => duplicateMessage(input),
          () => this.insertOne(input, new Date(this.clock.now())),
        ),
      )
      .immediate();
  }

  async createMany(inputs: NewWord[]): Promise<{ created: StoredWord[]; duplicates: NewWord[] }> {
    const created: StoredWord[] = [];
    const duplicates: NewWord[] = [];
    const seen = new Set<string>();
    const now = new Date(this.clock.now());
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

  async sample(query: WordSampleQuery): Promise<StoredWord[]> {
    return this.findByIds(await this.sampleIds(query));
  }

  async sampleIds(query: WordSampleQuery): Promise<string[]> {
    const { language, count } = query;
    if (count <= 0) return [];
    const excluded = new Set(query.excludeIds ?? []);
    // Built only for the statements that take it: the probing below needs just the set.
    const excludedJson = () => JSON.stringify([...excluded]);
    if (query.provenFoolersOnly === true) {
      return this.provenFoolerIds.all(language, excludedJson(), count);
    }
    // Words are never deleted, so positions are dense and the range is the language's word count; were
    // gaps ever to appear, probing below stays correct (it rejects them) and only gets slower. Words not
    // approved are rejected the same way: there are few (contributions waiting for an admin).
    const range = this.languageRange.get(language) ?? 0;
    const outOfPool = (this.countUnapproved.get(language) ?? 0) + (this.countRetired.get(language) ?? 0);
    // Counting which excluded ids are in the pool costs two lookups an id (0.7 ms for a lobby's 400 recent
    // words); it is needed only when the pool less every excluded id might be too small to probe.
    const isPlentiful = range - outOfPool - excluded.size >= count * PROBE_MIN_ELIGIBLE_RATIO;
    const excludedApproved =
      excluded.size > 0 && !isPlentiful ? (this.countExcluded.get(language, excludedJson()) ?? 0) : 0;
    const eligible = range - outOfPool - excludedApproved;
    if (eligible <= 0) return [];
    if (eligible < count * PROBE_MIN_ELIGIBLE_RATIO) {
      return this.shuffledEligibleIds.all(language, excludedJson(), count);
    }
    // Rejection sampling over the dense per-language positions: each probe is one index lookup, and
    // rejecting gaps, words not approved, excluded and already chosen words keeps every remaining word
    // equally likely. The probes go in batches of as many as are still missing.
    const chosen = new Map<number, string>();
    let attemptsLeft = count * PROBE_ATTEMPTS_PER_WORD;
    while (chosen.size < count && attemptsLeft > 0) {
      const positions = new Set<number>();
      while (positions.size < count - chosen.size && attemptsLeft > 0) {
        attemptsLeft -= 1;
        const position = randomInt(range);
        if (!chosen.has(position)) positions.add(position);
      }
      const found = new Map(this.idsAtPositions.all(language, JSON.stringify([...positions])));
      // In the order drawn, as one probe after another would have chosen them.
      for (const position of positions) {
        const id = found.get(position);
        if (id !== undefined && !excluded.has(id)) chosen.set(position, id);
      }
    }
    if (chosen.size < count) {
      // Unlucky or sparse (most of the language excluded): fall back to sorting the eligible words.
      return this.shuffledEligibleIds.all(language, excludedJson(), count);
    }
    return [...chosen.values()];
  }

  async list(query: WordListQuery): Promise<{ words: StoredWord[]; total: number }> {
    return this.listStatements.list(query);
  }

  async findByKey(key: Pick<StoredWord, 'word' | 'language' | 'wordClass'>): Promise<StoredWord | null> {
    const row = this.byKey.get(wordKeyOf(key.word), key.language, key.wordClass);
    return row ? toWord(row) : null;
  }

  async search(search: WordSearch): Promise<StoredWord[]> {
    return this.searchStatements.search(search);
  }

  async review(id: string, review: WordReview): Promise<StoredWord | null> {
    const reason = review.status === 'rejected' ? review.reason : null;
    return this.db
      .transaction(() => {
        const { changes } = this.setReview.run({ id, status: review.status, reason });
        if (changes === 0) return null;
        const row = this.byId.get(id);
        return row ? toWord(row) : null;
      })
      .immediate();
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
    this.insert.run({
      id: word.id,
      word: word.word,
      wordKey: wordKeyOf(word.word),
      language: word.language,
      wordClass: word.wordClass,
      position: this.languageRange.get(word.language) ?? 0,
      status: word.status,
      createdBy: word.createdBy,
      createdAt: word.createdAt,
      document: toDocument(word),
    });
    return word;
  }
}
