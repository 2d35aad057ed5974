// Wordsmiths' custom sessions in SQLite (docs/product.md §3 Session), found by their share code.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CustomSessionRepository } from '../port';
import type { CustomSessionPlay, CustomSessionRecord } from '../../domain/custom-session';
import { withConflictAs } from './sqlite-errors';
import type { Clock } from '../../clock';

interface CustomSessionRow {
  id: string;
  session_code: string;
  user_id: string;
  times_played: number;
  calls: number;
  fooled: number;
  created_at: string;
  document: string;
}
type CustomSessionDocument = Pick<CustomSessionRecord, 'playerName' | 'wordIds'>;
type NewCustomSession = Omit<CustomSessionRecord, 'id' | 'createdAt' | 'timesPlayed' | 'calls' | 'fooled'>;

const COLUMNS = 'id, session_code, user_id, times_played, calls, fooled, created_at, document';

function toCustomSession(row: CustomSessionRow): CustomSessionRecord {
  const document = JSON.parse(row.document) as CustomSessionDocument;
  return {
    id: row.id,
    sessionCode: row.session_code,
    userId: row.user_id,
    playerName: document.playerName,
    wordIds: document.wordIds,
    timesPlayed: row.times_played,
    calls: row.calls,
    fooled: row.fooled,
    createdAt: row.created_at,
  };
}

export class EmbeddedCustomSessionRepository implements CustomSessionRepository {
  private readonly insert;
  private readonly byCode;
  private readonly byUser;
  private readonly addPlay;

  constructor(
    db: Database.Database,
    private readonly clock: Clock,
  ) {
    this.insert = db.prepare<[string, string, string, string, string]>(
      `INSERT INTO custom_sessions (id, session_code, user_id, times_played, calls, fooled, created_at, document)
       VALUES (?, ?, ?, 0, 0, 0, ?, ?)`,
    );
    this.byCode = db.prepare<[string], CustomSessionRow>(
      `SELECT ${COLUMNS} FROM custom_sessions WHERE session_code = ?`,
    );
    // rowid breaks a tie of two sessions made in the same millisecond: the later insert is the newer.
    this.byUser = db.prepare<[string], CustomSessionRow>(
      `SELECT ${COLUMNS} FROM custom_sessions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC`,
    );
    // One statement adds to the stored counts, so plays finishing at once all count.
    this.addPlay = db.prepare<[number, number, string]>(
      `UPDATE custom_sessions
       SET times_played = times_played + 1, calls = calls + ?, fooled = fooled + ?
       WHERE session_code = ?`,
    );
  }

  async create(session: NewCustomSession): Promise<CustomSessionRecord> {
    const created: CustomSessionRecord = {
      id: randomUUID(),
      sessionCode: session.sessionCode,
      userId: session.userId,
      playerName: session.playerName,
      wordIds: [...session.wordIds],
      timesPlayed: 0,
      calls: 0,
      fooled: 0,
      createdAt: new Date(this.clock.now()).toISOString(),
    };
    const document: CustomSessionDocument = { playerName: created.playerName, wordIds: created.wordIds };
    withConflictAs(
      () => `custom session code ${session.sessionCode} is taken`,
      () =>
        this.insert.run(
          created.id,
          created.sessionCode,
          created.userId,
          created.createdAt,
          JSON.stringify(document),
        ),
    );
    return created;
  }

  async findByCode(code: string): Promise<CustomSessionRecord | null> {
    const row = this.byCode.get(code);
    return row ? toCustomSession(row) : null;
  }

  async listByUser(userId: string): Promise<CustomSessionRecord[]> {
    return this.byUser.all(userId).map(toCustomSession);
  }

  /** An unknown code is a no-op: the play it counts has already been served (same in both drivers). */
  async incrementPlays(code: string, play: CustomSessionPlay): Promise<void> {
    this.addPlay.run(play.calls, play.fooled, code);
  }
}
