// Wordsmiths' custom sessions in SQLite (spec §3 Session), found by their share code.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CustomSessionRecord, CustomSessionRepository } from '../port';
import { withConflictAs } from './sqlite-errors';

interface CustomSessionRow {
  id: string;
  session_code: string;
  user_id: string;
  times_played: number;
  created_at: string;
  document: string;
}
type CustomSessionDocument = Pick<CustomSessionRecord, 'playerName' | 'wordIds'>;

const COLUMNS = 'id, session_code, user_id, times_played, created_at, document';

function toCustomSession(row: CustomSessionRow): CustomSessionRecord {
  const document = JSON.parse(row.document) as CustomSessionDocument;
  return {
    id: row.id,
    sessionCode: row.session_code,
    userId: row.user_id,
    playerName: document.playerName,
    wordIds: document.wordIds,
    timesPlayed: row.times_played,
    createdAt: row.created_at,
  };
}

export class EmbeddedCustomSessionRepository implements CustomSessionRepository {
  private readonly insert;
  private readonly byCode;
  private readonly byUser;
  private readonly incrementByCode;

  constructor(db: Database.Database) {
    this.insert = db.prepare<[string, string, string, string, string]>(
      `INSERT INTO custom_sessions (id, session_code, user_id, times_played, created_at, document)
       VALUES (?, ?, ?, 0, ?, ?)`,
    );
    this.byCode = db.prepare<[string], CustomSessionRow>(
      `SELECT ${COLUMNS} FROM custom_sessions WHERE session_code = ?`,
    );
    this.byUser = db.prepare<[string], CustomSessionRow>(
      `SELECT ${COLUMNS} FROM custom_sessions WHERE user_id = ? ORDER BY created_at DESC, id ASC`,
    );
    this.incrementByCode = db.prepare<[string]>(
      'UPDATE custom_sessions SET times_played = times_played + 1 WHERE session_code = ?',
    );
  }

  async create(
    session: Omit<CustomSessionRecord, 'id' | 'createdAt' | 'timesPlayed'>,
  ): Promise<CustomSessionRecord> {
    const created: CustomSessionRecord = {
      id: randomUUID(),
      sessionCode: session.sessionCode,
      userId: session.userId,
      playerName: session.playerName,
      wordIds: [...session.wordIds],
      timesPlayed: 0,
      createdAt: new Date().toISOString(),
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
  async incrementPlays(code: string): Promise<void> {
    this.incrementByCode.run(code);
  }
}
