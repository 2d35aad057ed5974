// Solo games per user per UTC day, in SQLite (port.ts DailyGameRepository: the free daily limit). A claim
// is one upsert whose update only counts under the limit, in an IMMEDIATE transaction: games started at
// once on two processes sharing the file are counted one after the other, never both past the limit.
import type Database from 'better-sqlite3';
import type { DailyGameRepository } from '../port';

interface DailyClaim {
  userId: string;
  day: string;
  limit: number | null;
}

export class EmbeddedDailyGameRepository implements DailyGameRepository {
  private readonly countOne;
  private readonly games;

  constructor(private readonly db: Database.Database) {
    // No row comes back when the day is at the limit: the update's WHERE refused it.
    this.countOne = db
      .prepare<[DailyClaim], number>(
        `INSERT INTO daily_games (user_id, day, games) VALUES (@userId, @day, 1)
         ON CONFLICT (user_id, day) DO UPDATE SET games = games + 1
         WHERE @limit IS NULL OR games < @limit
         RETURNING games`,
      )
      .pluck();
    this.games = db
      .prepare<[string, string], number>('SELECT games FROM daily_games WHERE user_id = ? AND day = ?')
      .pluck();
  }

  async claim(userId: string, day: string, limit: number | null): Promise<number | null> {
    // The insert of a day's first game does not look at the limit: a limit of 0 refuses here instead.
    if (limit !== null && limit <= 0) return null;
    return this.db.transaction(() => this.countOne.get({ userId, day, limit }) ?? null).immediate();
  }

  async countOf(userId: string, day: string): Promise<number> {
    return this.games.get(userId, day) ?? 0;
  }
}
