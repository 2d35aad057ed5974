import {
  applyGameToStats,
  emptyPlayerStats,
  type GameResultForStats,
  type PlayerStats,
} from '@bluffle/shared-schema';
import type { KeyValueStorage } from '../storage/key-value-storage';

// Local player stats (spec §3 Player stats, §9 'Stats are stored locally under per-user keys'). The stored
// record carries a version; older records are migrated on read so a returning player keeps their history.
export const STATS_VERSION = 2;
export const GUEST_STATS_ID = 'guest';

export interface StoredStatsRecord {
  version: number;
  stats: PlayerStats;
}

/** One key per user; guests share the guest key on this browser. */
export function statsKey(userId: string | null | undefined): string {
  return `bluffle:stats:${userId?.trim() || GUEST_STATS_ID}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Any stored shape to today's stats. Version 1 (the spec's client) stored the bare stats object without a
 * version and without some of today's 23 fields: missing or unreadable fields take their empty values.
 * Version 2 wraps the stats as `{ version, stats }`.
 */
export function migrateStats(stored: unknown): PlayerStats {
  if (!isRecord(stored)) {
    return emptyPlayerStats();
  }
  const fields = typeof stored.version === 'number' && isRecord(stored.stats) ? stored.stats : stored;
  const stats = emptyPlayerStats();
  for (const key of Object.keys(stats) as Array<keyof PlayerStats>) {
    const value = fields[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      stats[key] = value;
    }
  }
  return stats;
}

export function loadStats(storage: KeyValueStorage, userId: string | null): PlayerStats {
  const raw = storage.getItem(statsKey(userId));
  if (raw === null) {
    return emptyPlayerStats();
  }
  try {
    return migrateStats(JSON.parse(raw));
  } catch {
    // A corrupt record is not worth a crash; the player starts over (spec §8: stats load failure keeps local).
    return emptyPlayerStats();
  }
}

export function saveStats(storage: KeyValueStorage, userId: string | null, stats: PlayerStats): void {
  const record: StoredStatsRecord = { version: STATS_VERSION, stats };
  storage.setItem(statsKey(userId), JSON.stringify(record));
}

/** spec §4 End: 'update and save stats locally' from the finished game's summary. */
export function recordGameInStats(
  storage: KeyValueStorage,
  userId: string | null,
  game: GameResultForStats,
): PlayerStats {
  const stats = applyGameToStats(loadStats(storage, userId), game);
  saveStats(storage, userId, stats);
  return stats;
}
