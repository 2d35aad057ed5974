// How players called each word (port.ts WordPlayRepository), kept on the word's own row (migrations.ts)
// beside what the counts make of it. A batch is one IMMEDIATE transaction: each word's counts are
// read inside its write lock, and one UPDATE adds the calls (`calls = calls + n`) and sets the standing of
// the totals, so batches flushed at once by two processes sharing the file both count and leave the
// standing of the sum.
import type Database from 'better-sqlite3';
import { wordPlayStanding, type Difficulty, type WordPlayCounts } from '@bluffle/shared-schema';
import type { WordPlayRepository } from '../port';
import type { WordCallTally } from '../../domain/word-play';

interface CountedRow {
  calls: number;
  called_real: number;
  is_real: number;
  difficulty: Difficulty;
}

interface CountedUpdate {
  wordId: string;
  calls: number;
  calledReal: number;
  foolRate: number | null;
  isRetired: number;
  isProvenFooler: number;
  /** The graded difficulty when it changes the stored one, else null (the document is left as it is). */
  regraded: Difficulty | null;
}

interface CountsRow {
  id: string;
  calls: number;
  called_real: number;
}

export class EmbeddedWordPlayRepository implements WordPlayRepository {
  private readonly countedOf;
  private readonly addCalls;
  private readonly byIds;

  constructor(private readonly db: Database.Database) {
    // json_extract gives JSON true as 1.
    this.countedOf = db.prepare<[string], CountedRow>(
      `SELECT calls, called_real, json_extract(document, '$.isReal') AS is_real,
         json_extract(document, '$.difficulty') AS difficulty
       FROM words WHERE id = ?`,
    );
    // One write a word: reading the counts and then writing calls and standing in one UPDATE costs a word
    // 27-30 µs where adding with RETURNING and then a second UPDATE of the same row cost 32-35 (:
    // the flush is about a twentieth of an answer's CPU in `npm run bench:rest`, nearly every word its own).
    this.addCalls = db.prepare<[CountedUpdate]>(
      `UPDATE words
       SET calls = calls + @calls, called_real = called_real + @calledReal, fool_rate = @foolRate,
         is_retired = @isRetired, is_proven_fooler = @isProvenFooler,
         document = CASE WHEN @regraded IS NULL THEN document ELSE json_set(document, '$.difficulty', @regraded) END
       WHERE id = @wordId`,
    );
    this.byIds = db.prepare<[string], CountsRow>(
      'SELECT id, calls, called_real FROM words WHERE id IN (SELECT value FROM json_each(?))',
    );
  }

  async recordMany(tallies: readonly WordCallTally[]): Promise<{ regradedIds: string[] }> {
    const regradedIds: string[] = [];
    this.db
      .transaction(() => {
        for (const tally of tallies) {
          const counted = this.countedOf.get(tally.wordId);
          if (counted === undefined) continue;
          // The totals this batch leaves: nothing else writes between the read and the UPDATE (write lock).
          const standing = wordPlayStanding({
            isReal: counted.is_real === 1,
            calls: counted.calls + tally.calls,
            calledReal: counted.called_real + tally.calledReal,
          });
          const graded = standing.gradedDifficulty;
          const regraded = graded !== null && graded !== counted.difficulty ? graded : null;
          this.addCalls.run({
            wordId: tally.wordId,
            calls: tally.calls,
            calledReal: tally.calledReal,
            foolRate: standing.foolRate,
            isRetired: standing.isRetired ? 1 : 0,
            isProvenFooler: standing.isProvenFooler ? 1 : 0,
            regraded,
          });
          if (regraded !== null) regradedIds.push(tally.wordId);
        }
      })
      .immediate();
    return { regradedIds };
  }

  async countsOf(wordIds: string[]): Promise<Map<string, WordPlayCounts>> {
    const counts = new Map<string, WordPlayCounts>(wordIds.map((id) => [id, { calls: 0, calledReal: 0 }]));
    if (wordIds.length === 0) return counts;
    for (const row of this.byIds.all(JSON.stringify(wordIds))) {
      counts.set(row.id, { calls: row.calls, calledReal: row.called_real });
    }
    return counts;
  }
}
