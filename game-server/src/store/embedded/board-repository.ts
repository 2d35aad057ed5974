// The challenge board in SQLite: one row per counted attempt, read through the board_entries_rank
// index in its own order, so a page of a set with thousands of attempts is an index range, not a sort.
import type Database from 'better-sqlite3';
import type { BoardEntryRecord, BoardPage, BoardPageQuery } from '../../domain/board-entry';
import type { BoardRepository } from '../port';

interface BoardRow {
  session_code: string;
  word_set_key: string;
  player_name: string;
  score: number;
  total_time_ms: number;
  is_relaxed: number;
  completed_at: string;
}

const toRecord = (row: BoardRow): BoardEntryRecord => ({
  wordSetKey: row.word_set_key,
  sessionCode: row.session_code,
  playerName: row.player_name,
  score: row.score,
  totalTimeMs: row.total_time_ms,
  isRelaxed: row.is_relaxed === 1,
  completedAt: row.completed_at,
});

export class EmbeddedBoardRepository implements BoardRepository {
  private readonly insertIfNew;
  private readonly pageOf;
  private readonly countOf;
  private readonly entryOf;
  private readonly aheadOf;

  constructor(db: Database.Database) {
    this.insertIfNew = db.prepare<[BoardRow]>(
      `INSERT OR IGNORE INTO board_entries
         (session_code, word_set_key, player_name, score, total_time_ms, is_relaxed, completed_at)
       VALUES (@session_code, @word_set_key, @player_name, @score, @total_time_ms, @is_relaxed, @completed_at)`,
    );
    this.pageOf = db.prepare<[string, number, number], BoardRow>(
      `SELECT * FROM board_entries WHERE word_set_key = ?
       ORDER BY score DESC, total_time_ms, completed_at, session_code LIMIT ? OFFSET ?`,
    );
    this.countOf = db
      .prepare<[string], number>('SELECT COUNT(*) FROM board_entries WHERE word_set_key = ?')
      .pluck();
    this.entryOf = db.prepare<[string], BoardRow>('SELECT * FROM board_entries WHERE session_code = ?');
    // The entries ranked before one: the same order as the page, written as a row-value comparison.
    this.aheadOf = db
      .prepare<[{ key: string; score: number; time: number; at: string; code: string }], number>(
        `SELECT COUNT(*) FROM board_entries WHERE word_set_key = @key AND (
           score > @score OR (score = @score AND (total_time_ms, completed_at, session_code) < (@time, @at, @code)))`,
      )
      .pluck();
  }

  async record(entry: BoardEntryRecord): Promise<void> {
    this.insertIfNew.run({
      session_code: entry.sessionCode,
      word_set_key: entry.wordSetKey,
      player_name: entry.playerName,
      score: entry.score,
      total_time_ms: entry.totalTimeMs,
      is_relaxed: entry.isRelaxed ? 1 : 0,
      completed_at: entry.completedAt,
    });
  }

  async page(query: BoardPageQuery): Promise<BoardPage> {
    const rows = this.pageOf.all(query.wordSetKey, query.limit, query.offset);
    return { entries: rows.map(toRecord), total: this.countOf.get(query.wordSetKey) ?? 0 };
  }

  async rankOf(wordSetKey: string, sessionCode: string): Promise<number | null> {
    const row = this.entryOf.get(sessionCode);
    if (row === undefined || row.word_set_key !== wordSetKey) return null;
    const ahead = this.aheadOf.get({
      key: wordSetKey,
      score: row.score,
      time: row.total_time_ms,
      at: row.completed_at,
      code: row.session_code,
    });
    return (ahead ?? 0) + 1;
  }
}
