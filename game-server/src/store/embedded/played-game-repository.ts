// A signed-in player's game history in SQLite (port.ts PlayedGameRepository), read from the sessions table.
import type Database from 'better-sqlite3';
import type { PlayedGameRepository } from '../port';
import type { PlayedGameRecord } from '../../domain/played-game';
import { toSession } from './session-repository';

interface PlayedGameRow {
  code: string;
  version: number;
  document: string;
  is_daily_five: number;
  is_custom_session_play: number;
}

export class EmbeddedPlayedGameRepository implements PlayedGameRepository {
  private readonly completedByUser;

  constructor(db: Database.Database) {
    // Walks the user's sessions newest first on sessions_user; the kind comes from two keyed look-ups: the
    // daily five play under the session's own identity (the plays' key starts with it), and the custom
    // session its copy was taken from (session_code is unique).
    this.completedByUser = db.prepare<[string, number], PlayedGameRow>(
      `SELECT s.code, s.version, s.document,
         EXISTS (SELECT 1 FROM daily_five_plays d
                 WHERE d.identity_key = s.identity_key AND d.session_code = s.code) AS is_daily_five,
         EXISTS (SELECT 1 FROM custom_sessions c WHERE c.session_code = s.duplicated_from) AS is_custom_session_play
       FROM sessions s
       WHERE s.user_id = ? AND s.status = 'completed'
       ORDER BY s.created_at DESC, s.code DESC
       LIMIT ?`,
    );
  }

  async listCompletedByUser(userId: string, limit: number): Promise<PlayedGameRecord[]> {
    if (limit <= 0) return [];
    return this.completedByUser.all(userId, limit).map((row) => ({
      session: toSession(row),
      isDailyFive: row.is_daily_five === 1,
      isCustomSessionPlay: row.is_custom_session_play === 1,
    }));
  }
}
