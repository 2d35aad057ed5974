// Player stats in SQLite: one row per user, replaced whole on save when its version is still the one read;
// saveMany writes many users' rows in one IMMEDIATE transaction (one commit for games ending together).
import type { PlayerStats } from '@bluffle/shared-schema';
import type Database from 'better-sqlite3';
import { statsFromCounters, type PlayerStatsRecord } from '../../domain/player-stats';
import { ConflictError } from '../../domain/errors';
import type { PlayerStatsRepository, StatsSaveOutcome } from '../port';

interface StatsRow {
  user_id: string;
  version: number;
  updated_at: string;
  document: string;
}
interface StatsWrite {
  userId: string;
  version: number;
  readVersion: number;
  updatedAt: string;
  document: string;
}

export class EmbeddedPlayerStatsRepository implements PlayerStatsRepository {
  private readonly byUserId;
  private readonly insertFirst;
  private readonly update;

  constructor(private readonly db: Database.Database) {
    this.byUserId = db.prepare<[string], StatsRow>(
      'SELECT user_id, version, updated_at, document FROM player_stats WHERE user_id = ?',
    );
    // A row at version 0 (written before stats had versions) is as good as no row for a first save.
    this.insertFirst = db.prepare<[StatsWrite]>(
      `INSERT INTO player_stats (user_id, version, updated_at, document)
       VALUES (@userId, @version, @updatedAt, @document)
       ON CONFLICT (user_id) DO UPDATE SET version = excluded.version, updated_at = excluded.updated_at,
         document = excluded.document
       WHERE player_stats.version = 0`,
    );
    this.update = db.prepare<[StatsWrite]>(
      `UPDATE player_stats SET version = @version, updated_at = @updatedAt, document = @document
       WHERE user_id = @userId AND version = @readVersion`,
    );
  }

  async findByUserId(userId: string): Promise<PlayerStatsRecord | null> {
    const row = this.byUserId.get(userId);
    if (!row) return null;
    const stored = JSON.parse(row.document) as Partial<PlayerStats>;
    return {
      ...statsFromCounters(stored),
      userId: row.user_id,
      updatedAt: row.updated_at,
      version: row.version,
    };
  }

  async save(stats: PlayerStatsRecord): Promise<PlayerStatsRecord> {
    const outcome = this.write(stats);
    if (!outcome.isSaved) throw outcome.conflict;
    return outcome.stats;
  }

  async saveMany(stats: PlayerStatsRecord[]): Promise<StatsSaveOutcome[]> {
    return this.db.transaction(() => stats.map((one) => this.write(one))).immediate();
  }

  private write(stats: PlayerStatsRecord): StatsSaveOutcome {
    const { userId, updatedAt, version: readVersion } = stats;
    const document = statsFromCounters(stats);
    const saved: PlayerStatsRecord = { ...document, userId, updatedAt, version: readVersion + 1 };
    const write: StatsWrite = {
      userId,
      version: saved.version,
      readVersion,
      updatedAt,
      document: JSON.stringify(document satisfies PlayerStats),
    };
    const { changes } = readVersion === 0 ? this.insertFirst.run(write) : this.update.run(write);
    if (changes === 0) {
      const conflict = new ConflictError(
        `the stats of ${userId} were saved by someone else since version ${readVersion} was read`,
      );
      return { isSaved: false, conflict };
    }
    return { isSaved: true, stats: saved };
  }
}
