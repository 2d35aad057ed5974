// The daily five's sets in SQLite (port.ts DailyFiveSetRepository). The primary key (day, language) makes
// the first stored choice the only one: INSERT OR IGNORE lets exactly one of two racing choices in, on one
// process or on two sharing the file, and both then read the same set back.
import type Database from 'better-sqlite3';
import type { Language } from '@bluffle/shared-schema';
import type { DailyFiveSetRepository } from '../port';
import type { DailyFiveCandidateRecord, DailyFiveSetRecord } from '../../domain/daily-five';

interface CandidateRow {
  id: string;
  word: string;
  is_real: number;
  is_proven_fooler: number;
}

interface SetRow {
  day: string;
  language: string;
  word_ids: string;
  created_at: string;
}

export class EmbeddedDailyFiveSetRepository implements DailyFiveSetRepository {
  private readonly insertIfNew;
  private readonly byKey;
  private readonly firstOfLanguage;
  private readonly approvedOfLanguage;

  constructor(db: Database.Database) {
    this.insertIfNew = db.prepare<[SetRow]>(
      `INSERT OR IGNORE INTO daily_five_sets (day, language, word_ids, created_at)
       VALUES (@day, @language, @word_ids, @created_at)`,
    );
    this.byKey = db.prepare<[string, string], SetRow>(
      'SELECT day, language, word_ids, created_at FROM daily_five_sets WHERE day = ? AND language = ?',
    );
    // One row a day and language: the table stays small enough to scan.
    this.firstOfLanguage = db.prepare<[string], { day: string | null }>(
      'SELECT MIN(day) AS day FROM daily_five_sets WHERE language = ?',
    );
    // Four columns of the language's words (its index), not their documents: a few milliseconds for the
    // bank's thousands, where reading whole words took seconds. Retired words are out of play.
    this.approvedOfLanguage = db.prepare<[string], CandidateRow>(
      `SELECT id, word, json_extract(document, '$.isReal') AS is_real, is_proven_fooler FROM words
       WHERE language = ? AND status = 'approved' AND is_retired = 0`,
    );
  }

  async fix(set: DailyFiveSetRecord): Promise<DailyFiveSetRecord> {
    this.insertIfNew.run({
      day: set.day,
      language: set.language,
      word_ids: JSON.stringify(set.wordIds),
      created_at: set.createdAt,
    });
    return (await this.find(set.day, set.language)) ?? set;
  }

  async find(day: string, language: Language): Promise<DailyFiveSetRecord | null> {
    const row = this.byKey.get(day, language);
    return row === undefined ? null : toSet(row);
  }

  async firstDay(language: Language): Promise<string | null> {
    return this.firstOfLanguage.get(language)?.day ?? null;
  }

  async candidates(language: Language): Promise<DailyFiveCandidateRecord[]> {
    // json_extract gives JSON true as 1.
    return this.approvedOfLanguage.all(language).map((row) => ({
      id: row.id,
      word: row.word,
      isReal: row.is_real === 1,
      isProvenFooler: row.is_proven_fooler === 1,
    }));
  }
}

function toSet(row: SetRow): DailyFiveSetRecord {
  return {
    day: row.day,
    language: row.language as Language,
    wordIds: JSON.parse(row.word_ids) as string[],
    createdAt: row.created_at,
  };
}
