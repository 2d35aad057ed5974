import { addPlayerStats, emptyPlayerStats, withDerivedStats, type PlayerStats } from '@bluffle/shared-schema';
import type { PersistStorage } from 'zustand/middleware';
import type { KeyValueStorage } from '../storage/key-value-storage';

// Local player stats (docs/product.md §3 Player stats, §9 'Stats are stored locally under per-user keys'): the shapes a
// record has had, and how each is read today. The store keeps them with zustand's persist (its `version` and
// `migrate`), so a returning player keeps their history whichever version wrote it.

/**
 * The version persist writes. 1: the spec's client's bare stats. 2: `{ version: 2, stats }`. 3: `{ version: 3,
 * serverJudged, offline }`. 4: the version-3 tallies in persist's own `{ state, version }`.
 */
export const STATS_STORE_VERSION = 4;
export const GUEST_STATS_ID = 'guest';

/** Who judged a finished game: the server (solo, challenge) or this browser (the offline words). */
export type JudgedBy = 'server' | 'offline';

/**
 * A player's local stats as two tallies, so loading the server's numbers never erases a game the server
 * never saw (docs/design.md decision 3: offline games never count toward server stats).
 */
export interface LocalStats {
  /** Games the server judged: for a signed-in player its stats as last loaded, plus games finished since. */
  serverJudged: PlayerStats;
  /** Games judged in this browser: never sent to the server, so never replaced by its numbers. */
  offline: PlayerStats;
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

/** Versions 1 and 2 used the docs/product.md §3 names where they differ from the docs/product.md §7 ones used since. */
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

/** Two tallies from a stored record of version 3 or later, each field checked. */
export function readLocalStats(stored: unknown): LocalStats {
  if (!isRecord(stored)) return emptyLocalStats();
  return {
    serverJudged: readPlayerStats(isRecord(stored.serverJudged) ? stored.serverJudged : {}),
    offline: readPlayerStats(isRecord(stored.offline) ? stored.offline : {}),
  };
}

/**
 * A stored record of an older `version` to today's tallies (persist's `migrate`). Version 1 (the spec's
 * client) stored the bare stats object without a version, with the docs/product.md §3 names and without some fields;
 * version 2 wrapped it as `{ version, stats }`. Neither told offline games apart, so their games go to the
 * server-judged tally. Version 3 kept the two tallies, with the docs/product.md §7 names, as persist does since.
 */
export function migrateStats(stored: unknown, version: number): LocalStats {
  if (!isRecord(stored)) return emptyLocalStats();
  if (version >= 3) return readLocalStats(stored);
  const fields = version === 2 && isRecord(stored.stats) ? stored.stats : stored;
  return { serverJudged: readPlayerStats(fields, SPEC_SECTION_3_NAMES), offline: emptyPlayerStats() };
}

/**
 * persist's storage for the stats keys: it writes persist's `{ state, version }`, and reads the records
 * versions 1 to 3 wrote before persist kept them as that shape at the version they carry (a bare version-1
 * object carries none), so `migrate` gets every one. A corrupt record reads as none: the player starts over
 * rather than crashing (docs/product.md §8: stats load failure keeps local).
 */
export function statsPersistStorage(storage: KeyValueStorage): PersistStorage<LocalStats> {
  return {
    getItem: (name) => {
      const raw = storage.getItem(name);
      if (raw === null) return null;
      let stored: unknown;
      try {
        stored = JSON.parse(raw);
      } catch {
        return null;
      }
      if (!isRecord(stored)) return null;
      if (typeof stored.version === 'number' && 'state' in stored) {
        return { state: stored.state as LocalStats, version: stored.version };
      }
      const version = typeof stored.version === 'number' ? stored.version : 1;
      // An older record is the state itself; migrate reads it by its version.
      return { state: stored as unknown as LocalStats, version };
    },
    setItem: (name, value) => storage.setItem(name, JSON.stringify(value)),
    removeItem: (name) => storage.removeItem(name),
  };
}
