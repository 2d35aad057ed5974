import {
  addPlayerStats,
  applyGameToStats,
  emptyPlayerStats,
  withDerivedStats,
  type GameResultForStats,
  type PlayerStats,
} from '@bluffle/shared-schema';
import type { KeyValueStorage } from '../storage/key-value-storage';

// Local player stats (spec §3 Player stats, §9 'Stats are stored locally under per-user keys'). The stored
// record carries a version; older records are migrated on read so a returning player keeps their history.
export const STATS_VERSION = 3;
export const GUEST_STATS_ID = 'guest';

/** Who judged a finished game: the server (solo, challenge) or this browser (the offline words). */
export type JudgedBy = 'server' | 'offline';

/**
 * A player's local stats as two tallies, so loading the server's numbers never erases a game the server
 * never saw (DESIGN decision 3: offline games never count toward server stats).
 */
export interface LocalStats {
  /** Games the server judged: for a signed-in player its stats as last loaded, plus games finished since. */
  serverJudged: PlayerStats;
  /** Games judged in this browser: never sent to the server, so never replaced by its numbers. */
  offline: PlayerStats;
}

export interface StoredStatsRecord extends LocalStats {
  version: number;
}

/** One key per user; guests share the guest key on this browser. */
export function statsKey(userId: string | null | undefined): string {
  return `bluffle:stats:${userId?.trim() || GUEST_STATS_ID}`;
}

export function emptyLocalStats(): LocalStats {
  return { serverJudged: emptyPlayerStats(), offline: emptyPlayerStats() };
}

/** What the player sees: both tallies as one. */
export function statsOnShow(local: LocalStats): PlayerStats {
  return addPlayerStats(local.serverJudged, local.offline);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Versions 1 and 2 used the spec §3 names where they differ from the spec §7 ones used since. */
const SPEC_SECTION_3_NAMES: Partial<Record<keyof PlayerStats, string>> = {
  totalGamesPlayed: 'totalGames',
  totalCorrectAnswers: 'totalCorrect',
  totalIncorrectAnswers: 'totalIncorrect',
  experiencePoints: 'xp',
};

/**
 * Stats from any stored or received shape: the values that are finite, non-negative numbers are kept
 * (read under `names`' old name where given), the rest start at 0, and the derived fields (level,
 * averages, precisions) are computed anew from the counters.
 */
export function readPlayerStats(
  fields: Record<string, unknown>,
  names: Partial<Record<keyof PlayerStats, string>> = {},
): PlayerStats {
  const stats = emptyPlayerStats();
  for (const field of Object.keys(stats) as Array<keyof PlayerStats>) {
    const value = fields[names[field] ?? field];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      stats[field] = value;
    }
  }
  return withDerivedStats(stats);
}

/**
 * Any stored shape to today's tallies. Version 1 (the spec's client) stored the bare stats object without a
 * version, with the spec §3 names and without some fields; version 2 wrapped it as `{ version, stats }`.
 * Neither told offline games apart, so their games go to the server-judged tally. Version 3 keeps the two
 * tallies, with the spec §7 names.
 */
export function migrateStats(stored: unknown): LocalStats {
  if (!isRecord(stored)) {
    return emptyLocalStats();
  }
  if (stored.version === STATS_VERSION) {
    return {
      serverJudged: readPlayerStats(isRecord(stored.serverJudged) ? stored.serverJudged : {}),
      offline: readPlayerStats(isRecord(stored.offline) ? stored.offline : {}),
    };
  }
  const fields = typeof stored.version === 'number' && isRecord(stored.stats) ? stored.stats : stored;
  return { serverJudged: readPlayerStats(fields, SPEC_SECTION_3_NAMES), offline: emptyPlayerStats() };
}

export function loadStats(storage: KeyValueStorage, userId: string | null): LocalStats {
  const raw = storage.getItem(statsKey(userId));
  if (raw === null) {
    return emptyLocalStats();
  }
  try {
    return migrateStats(JSON.parse(raw));
  } catch {
    // A corrupt record is not worth a crash; the player starts over (spec §8: stats load failure keeps local).
    return emptyLocalStats();
  }
}

export function saveStats(storage: KeyValueStorage, userId: string | null, stats: LocalStats): void {
  const record: StoredStatsRecord = { version: STATS_VERSION, ...stats };
  storage.setItem(statsKey(userId), JSON.stringify(record));
}

/** spec §4 End: 'update and save stats locally' from the finished game's summary, in the tally of its judge. */
export function recordGameInStats(
  storage: KeyValueStorage,
  userId: string | null,
  game: GameResultForStats,
  judgedBy: JudgedBy,
): LocalStats {
  const local = loadStats(storage, userId);
  const stats: LocalStats =
    judgedBy === 'offline'
      ? { ...local, offline: applyGameToStats(local.offline, game) }
      : { ...local, serverJudged: applyGameToStats(local.serverJudged, game) };
  saveStats(storage, userId, stats);
  return stats;
}
