// Sign-in sessions in SQLite. Expiry is kept in epoch milliseconds so "expired" is a number comparison.
import type Database from 'better-sqlite3';
import type { AuthSessionRepository } from '../port';
import type { AuthSessionRecord } from '../../domain/auth-session';
import type { Clock } from '../../clock';
import { afterWaitingIo, repeatInChunks, type YieldToLoop } from '../../chunked-work';
import { PURGE_ROWS_PER_STATEMENT } from './purge-chunks';

interface AuthSessionRow {
  data: string;
  expires_at: number;
}

/** Epoch milliseconds of an ISO date; a date that does not parse is a caller's bug, not "never expires". */
function toMillis(iso: string): number {
  const millis = Date.parse(iso);
  if (Number.isNaN(millis)) throw new RangeError(`not a date: ${JSON.stringify(iso)}`);
  return millis;
}

export class EmbeddedAuthSessionRepository implements AuthSessionRepository {
  private readonly live;
  private readonly write;
  private readonly extend;
  private readonly remove;
  private readonly removeExpired;

  constructor(
    db: Database.Database,
    private readonly clock: Clock,
    private readonly yieldToLoop: YieldToLoop = afterWaitingIo,
  ) {
    this.live = db.prepare<[string, number], AuthSessionRow>(
      'SELECT data, expires_at FROM auth_sessions WHERE sid = ? AND expires_at > ?',
    );
    this.write = db.prepare<[string, number, string]>(
      `INSERT INTO auth_sessions (sid, expires_at, data) VALUES (?, ?, ?)
       ON CONFLICT (sid) DO UPDATE SET expires_at = excluded.expires_at, data = excluded.data`,
    );
    this.extend = db.prepare<[number, string, number]>(
      'UPDATE auth_sessions SET expires_at = ? WHERE sid = ? AND expires_at > ?',
    );
    this.remove = db.prepare<[string]>('DELETE FROM auth_sessions WHERE sid = ?');
    this.removeExpired = db.prepare<[number, number]>(
      `DELETE FROM auth_sessions WHERE rowid IN
         (SELECT rowid FROM auth_sessions WHERE expires_at <= ? LIMIT ?)`,
    );
  }

  async get(sid: string): Promise<AuthSessionRecord | null> {
    const row = this.live.get(sid, this.clock.now());
    return row ? { data: row.data, expiresAt: new Date(row.expires_at).toISOString() } : null;
  }

  async set(sid: string, data: string, expiresAt: string): Promise<void> {
    this.write.run(sid, toMillis(expiresAt), data);
  }

  async touch(sid: string, expiresAt: string): Promise<void> {
    this.extend.run(toMillis(expiresAt), sid, this.clock.now());
  }

  async destroy(sid: string): Promise<void> {
    this.remove.run(sid);
  }

  /** In statements of PURGE_ROWS_PER_STATEMENT rows, the event loop handed back between two. */
  async purgeExpired(now: string): Promise<number> {
    const nowMs = toMillis(now);
    return repeatInChunks(
      PURGE_ROWS_PER_STATEMENT,
      (limit) => this.removeExpired.run(nowMs, limit).changes,
      this.yieldToLoop,
    );
  }
}
