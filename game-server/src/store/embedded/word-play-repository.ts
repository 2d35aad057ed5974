// How players called each word (port.ts WordPlayRepository), one row per word ever called. The upsert adds
// in one statement, so calls counted at once on two processes sharing the file both count.
import type Database from 'better-sqlite3';
import type { WordPlayCounts, WordPlayRepository } from '../port';

interface WordPlayRow {
  word_id: string;
  calls: number;
  called_real: number;
}

export class EmbeddedWordPlayRepository implements WordPlayRepository {
  private readonly addCall;
  private readonly byIds;

  constructor(db: Database.Database) {
    this.addCall = db.prepare<[string, number]>(
      `INSERT INTO word_plays (word_id, calls, called_real) VALUES (?, 1, ?)
       ON CONFLICT (word_id) DO UPDATE SET calls = calls + 1, called_real = called_real + excluded.called_real`,
    );
    this.byIds = db.prepare<[string], WordPlayRow>(
      'SELECT word_id, calls, called_real FROM word_plays WHERE word_id IN (SELECT value FROM json_each(?))',
    );
  }

  async record(wordId: string, calledReal: boolean): Promise<void> {
    this.addCall.run(wordId, calledReal ? 1 : 0);
  }

  async countsOf(wordIds: string[]): Promise<Map<string, WordPlayCounts>> {
    const counts = new Map<string, WordPlayCounts>(wordIds.map((id) => [id, { calls: 0, calledReal: 0 }]));
    if (wordIds.length === 0) return counts;
    for (const row of this.byIds.all(JSON.stringify(wordIds))) {
      counts.set(row.word_id, { calls: row.calls, calledReal: row.called_real });
    }
    return counts;
  }
}
