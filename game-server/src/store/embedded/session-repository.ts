// Game sessions in SQLite, with optimistic concurrency on `version` (two answers to one round race here).
import type Database from 'better-sqlite3';
import { ConflictError } from '../../domain/errors';
import type { GameSessionRecord } from '../../domain/session';
import type { SessionRepository } from '../port';
import { paddedToOwnPage } from './own-page-padding';
import { withConflictAs } from './sqlite-errors';
import { afterWaitingIo, repeatInChunks, type YieldToLoop } from '../../chunked-work';
import { PURGE_ROWS_PER_STATEMENT } from './purge-chunks';

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
  playerTokenHash: string;
  duplicatedFrom: string | null;
  identityKey: string;
  createdAt: string;
  /** The document's wordIds as JSON, read alone by recentWordIds. */
  wordIds: string;
  document: string;
}

type FairPlayField = 'identityKey' | 'wordSetKey' | 'isPractice' | 'lastAnswer' | 'isRelaxed';

/**
 * Completes the parsed document in place: spreading it into a new object with the defaults (as this did)
 * cost 22 µs a read instead of 5, on every session call.
 */
export function toSession(row: SessionRow): GameSessionRecord {
  const session = JSON.parse(row.document) as Omit<SessionDocument, FairPlayField> &
    Partial<Pick<GameSessionRecord, FairPlayField | 'code' | 'version'>>;
  // Sessions stored before fair play (schema 3) lack its fields: each was its own identity's first play.
  session.identityKey ??= `session:${row.code}`;
  session.wordSetKey ??= null;
  session.isPractice ??= false;
  session.lastAnswer ??= null;
  // Sessions stored before relaxed play were all timed.
  session.isRelaxed ??= false;
  session.code = row.code;
  session.version = row.version;
  return session as GameSessionRecord;
}

/**
 * The indexed columns (and word_ids) are copies of document fields, so they are always written together. The
 * document is padded to a page of its own (own-page-padding.ts says why).
 */
function toColumns(session: GameSessionRecord, version: number): SessionColumns {
  const { code, version: _version, ...document } = session;
  return {
    code,
    version,
    status: session.status,
    userId: session.userId,
    playerTokenHash: session.playerTokenHash,
    duplicatedFrom: session.duplicatedFrom,
    identityKey: session.identityKey,
    createdAt: session.createdAt,
    wordIds: JSON.stringify(session.wordIds),
    document: paddedToOwnPage(JSON.stringify(document satisfies SessionDocument)),
  };
}

export class EmbeddedSessionRepository implements SessionRepository {
  private readonly insert;
  private readonly byCode;
  private readonly replaceDocumentIfVersion;
  private readonly replaceIfVersion;
  private readonly byPlayerTokenHash;
  private readonly deleteAbandoned;
  private readonly recentWordIdLists;
  private readonly unclaimedCompleted;

  constructor(
    db: Database.Database,
    private readonly yieldToLoop: YieldToLoop = afterWaitingIo,
  ) {
    this.insert = db.prepare<[SessionColumns]>(
      `INSERT INTO sessions (code, version, status, user_id, player_token_hash, duplicated_from, identity_key,
         created_at, word_ids, document)
       VALUES (@code, @version, @status, @userId, @playerTokenHash, @duplicatedFrom, @identityKey, @createdAt,
         @wordIds, @document)`,
    );
    this.byCode = db.prepare<[string], SessionRow>(
      'SELECT code, version, document FROM sessions WHERE code = ?',
    );
    // SQLite rewrites the index entries of every column an UPDATE sets, even to the same value: five WAL
    // pages per answer instead of one. So an update whose indexed columns (and words) are as stored (every
    // answer) sets only the version and the document; the full statement below runs when one changed.
    this.replaceDocumentIfVersion = db.prepare<[SessionColumns & { readVersion: number }]>(
      `UPDATE sessions SET version = @version, document = @document
       WHERE code = @code AND version = @readVersion AND status = @status AND user_id IS @userId
         AND player_token_hash IS @playerTokenHash AND duplicated_from IS @duplicatedFrom
         AND identity_key IS @identityKey AND created_at = @createdAt AND word_ids = @wordIds`,
    );
    this.replaceIfVersion = db.prepare<[SessionColumns & { readVersion: number }]>(
      `UPDATE sessions SET version = @version, status = @status, user_id = @userId,
         player_token_hash = @playerTokenHash, duplicated_from = @duplicatedFrom, identity_key = @identityKey,
         created_at = @createdAt, word_ids = @wordIds, document = @document
       WHERE code = @code AND version = @readVersion`,
    );
    this.byPlayerTokenHash = db.prepare<[string], SessionRow>(
      'SELECT code, version, document FROM sessions WHERE player_token_hash = ? LIMIT 1',
    );
    this.deleteAbandoned = db.prepare<[string, number]>(
      `DELETE FROM sessions WHERE rowid IN
         (SELECT rowid FROM sessions WHERE status IN ('created', 'playing') AND created_at < ? LIMIT ?)`,
    );
    // Walks the identity's sessions newest first on sessions_identity_created and stops after `limit` with
    // words; only their word_ids column is read, never a document.
    this.recentWordIdLists = db
      .prepare<[string, number], string>(
        `SELECT word_ids FROM sessions
         WHERE identity_key = ? AND word_ids <> '[]'
         ORDER BY created_at DESC LIMIT ?`,
      )
      .pluck();
    // The identity's sessions on sessions_identity_created, oldest first; only completed ones no account holds.
    // `+status` keeps the planner off sessions_status_created (every completed game of everyone).
    this.unclaimedCompleted = db.prepare<[string, number], SessionRow>(
      `SELECT code, version, document FROM sessions
       WHERE identity_key = ? AND +status = 'completed' AND user_id IS NULL
       ORDER BY created_at ASC LIMIT ?`,
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
    const columns = { ...toColumns(next, next.version), readVersion: session.version };
    // Each statement checks the version on its own, so a lost race fails both and is a conflict.
    const isReplaced =
      this.replaceDocumentIfVersion.run(columns).changes > 0 ||
      this.replaceIfVersion.run(columns).changes > 0;
    if (!isReplaced) {
      const stored = this.byCode.get(session.code);
      throw new ConflictError(
        stored
          ? `session ${session.code} was updated by someone else (version ${stored.version}, not ${session.version})`
          : `session ${session.code} does not exist`,
      );
    }
    return next;
  }

  async findByPlayerTokenHash(playerTokenHash: string): Promise<GameSessionRecord | null> {
    const row = this.byPlayerTokenHash.get(playerTokenHash);
    return row ? toSession(row) : null;
  }

  /** In statements of PURGE_ROWS_PER_STATEMENT rows, the event loop handed back between two. */
  async purgeAbandoned(createdBefore: string): Promise<number> {
    return repeatInChunks(
      PURGE_ROWS_PER_STATEMENT,
      (limit) => this.deleteAbandoned.run(createdBefore, limit).changes,
      this.yieldToLoop,
    );
  }

  async listUnclaimedCompleted(identityKey: string, limit: number): Promise<GameSessionRecord[]> {
    if (limit <= 0) return [];
    return this.unclaimedCompleted.all(identityKey, limit).map(toSession);
  }

  async recentWordIds(identityKey: string, sessions: number): Promise<string[]> {
    if (sessions <= 0) return [];
    return this.recentWordIdLists
      .all(identityKey, sessions)
      .flatMap((wordIds) => JSON.parse(wordIds) as string[]);
  }
}
