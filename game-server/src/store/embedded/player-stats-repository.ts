// Player stats in SQLite: one row per user, replaced whole on save.
import type Database from 'better-sqlite3';
import type { PlayerStatsRecord, PlayerStatsRepository } from '../port';

interface StatsRow {
  user_id: string;
  updated_at: string;
  document: string;
}
type StatsDocument = Omit<PlayerStatsRecord, 'userId' | 'updatedAt'>;

export class EmbeddedPlayerStatsRepository implements PlayerStatsRepository {
  private readonly byUserId;
  private readonly write;

  constructor(db: Database.Database) {
    this.byUserId = db.prepare<[string], StatsRow>(
      'SELECT user_id, updated_at, document FROM player_stats WHERE user_id = ?',
    );
    this.write = db.prepare<[string, string, string]>(
      `INSERT INTO player_stats (user_id, updated_at, document) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET updated_at = excluded.updated_at, document = excluded.document`,
    );
  }

  async findByUserId(userId: string): Promise<PlayerStatsRecord | null> {
    const row = this.byUserId.get(userId);
    if (!row) return null;
    return { ...(JSON.parse(row.document) as StatsDocument), userId: row.user_id, updatedAt: row.updated_at };
  }

  async save(stats: PlayerStatsRecord): Promise<PlayerStatsRecord> {
    const { userId, updatedAt, ...document } = stats;
    this.write.run(userId, updatedAt, JSON.stringify(document satisfies StatsDocument));
    return { ...stats };
  }
}
