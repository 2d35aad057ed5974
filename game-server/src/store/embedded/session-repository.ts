// Game sessions in SQLite, with optimistic concurrency on `version` (two answers to one round race here).
import type Database from 'better-sqlite3';
import { ConflictError } from '../errors';
import type { GameSessionRecord, SessionRepository } from '../port';
import { withConflictAs } from './sqlite-errors';

interface SessionRow {
  code: string;
  version: number;
  document: string;
}
type SessionDocument = Omit<GameSessionRecord, 'code' | 'version'>;
interface SessionColumns {
  code: string;
  version: number;
  status: string;
  userId: string | null;
  duplicatedFrom: string | null;
  createdAt: string;
  document: string;
}

function toSession(row: SessionRow): GameSessionRecord {
  return { ...(JSON.parse(row.document) as SessionDocument), code: row.code, version: row.version };
}

/** The indexed columns are copies of document fields, so they are always written together. */
function toColumns(session: GameSessionRecord, version: number): SessionColumns {
  const { code, version: _version, ...document } = session;
  return {
    code,
    version,
    status: session.status,
    userId: session.userId,
    duplicatedFrom: session.duplicatedFrom,
    createdAt: session.createdAt,
    document: JSON.stringify(document satisfies SessionDocument),
  };
}

export class EmbeddedSessionRepository implements SessionRepository {
  private readonly insert;
  private readonly byCode;
  private readonly replaceIfVersion;
  private readonly duplicatesOf;

  constructor(db: Database.Database) {
    this.insert = db.prepare<[SessionColumns]>(
      `INSERT INTO sessions (code, version, status, user_id, duplicated_from, created_at, document)
       VALUES (@code, @version, @status, @userId, @duplicatedFrom, @createdAt, @document)`,
    );
    this.byCode = db.prepare<[string], SessionRow>(
      'SELECT code, version, document FROM sessions WHERE code = ?',
    );
    this.replaceIfVersion = db.prepare<[SessionColumns & { readVersion: number }]>(
      `UPDATE sessions SET version = @version, status = @status, user_id = @userId,
         duplicated_from = @duplicatedFrom, created_at = @createdAt, document = @document
       WHERE code = @code AND version = @readVersion`,
    );
    this.duplicatesOf = db.prepare<[string], SessionRow>(
      `SELECT code, version, document FROM sessions
       WHERE duplicated_from = ? AND status = 'completed' ORDER BY created_at DESC, code ASC`,
    );
  }

  async create(session: Omit<GameSessionRecord, 'version'>): Promise<GameSessionRecord> {
    const created: GameSessionRecord = { ...session, version: 0 };
    withConflictAs(
      () => `session code ${session.code} is taken`,
      () => this.insert.run(toColumns(created, created.version)),
    );
    return created;
  }

  async findByCode(code: string): Promise<GameSessionRecord | null> {
    const row = this.byCode.get(code);
    return row ? toSession(row) : null;
  }

  async update(session: GameSessionRecord): Promise<GameSessionRecord> {
    const next: GameSessionRecord = { ...session, version: session.version + 1 };
    const { changes } = this.replaceIfVersion.run({
      ...toColumns(next, next.version),
      readVersion: session.version,
    });
    if (changes === 0) {
      const stored = this.byCode.get(session.code);
      throw new ConflictError(
        stored
          ? `session ${session.code} was updated by someone else (version ${stored.version}, not ${session.version})`
          : `session ${session.code} does not exist`,
      );
    }
    return next;
  }

  async findDuplicatesOf(code: string): Promise<GameSessionRecord[]> {
    return this.duplicatesOf.all(code).map(toSession);
  }
}
