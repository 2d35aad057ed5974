// Each identity's daily five plays in SQLite (port.ts DailyFivePlayRepository). The primary key (identity,
// day, language) makes a claim atomic across processes sharing the file: INSERT OR IGNORE lets exactly one
// start of the day's set in. Its prefix (identity, day) reads the streak's days newest first.
import type Database from 'better-sqlite3';
import type { Language } from '@bluffle/shared-schema';
import type { DailyFivePlayRepository } from '../port';
import type { DailyFivePlayRecord } from '../../domain/daily-five';

interface PlayRow {
  identity_key: string;
  day: string;
  language: string;
  session_code: string;
  started_at: string;
}

export class EmbeddedDailyFivePlayRepository implements DailyFivePlayRepository {
  private readonly insertIfNew;
  private readonly byKey;
  private readonly days;
  private readonly byIdentity;

  constructor(db: Database.Database) {
    this.insertIfNew = db.prepare<[PlayRow]>(
      `INSERT OR IGNORE INTO daily_five_plays (identity_key, day, language, session_code, started_at)
       VALUES (@identity_key, @day, @language, @session_code, @started_at)`,
    );
    this.byKey = db.prepare<[string, string, string], PlayRow>(
      `SELECT identity_key, day, language, session_code, started_at FROM daily_five_plays
       WHERE identity_key = ? AND day = ? AND language = ?`,
    );
    this.days = db
      .prepare<[string, number], string>(
        `SELECT DISTINCT day FROM daily_five_plays WHERE identity_key = ? ORDER BY day DESC LIMIT ?`,
      )
      .pluck();
    this.byIdentity = db.prepare<[string, number], PlayRow>(
      `SELECT identity_key, day, language, session_code, started_at FROM daily_five_plays
       WHERE identity_key = ? ORDER BY day DESC, language LIMIT ?`,
    );
  }

  async claim(play: DailyFivePlayRecord): Promise<DailyFivePlayRecord> {
    this.insertIfNew.run({
      identity_key: play.identityKey,
      day: play.day,
      language: play.language,
      session_code: play.sessionCode,
      started_at: play.startedAt,
    });
    return (await this.find(play.identityKey, play.day, play.language)) ?? play;
  }

  async find(identityKey: string, day: string, language: Language): Promise<DailyFivePlayRecord | null> {
    const row = this.byKey.get(identityKey, day, language);
    return row === undefined ? null : toPlay(row);
  }

  async playedDays(identityKey: string, limit: number): Promise<string[]> {
    return this.days.all(identityKey, limit);
  }

  async listByIdentity(identityKey: string, limit: number): Promise<DailyFivePlayRecord[]> {
    return this.byIdentity.all(identityKey, limit).map(toPlay);
  }
}

function toPlay(row: PlayRow): DailyFivePlayRecord {
  return {
    identityKey: row.identity_key,
    day: row.day,
    language: row.language as Language,
    sessionCode: row.session_code,
    startedAt: row.started_at,
  };
}
