// The store port (DESIGN decision 2): one repository per entity, typed here once. Two drivers implement
// it: `embedded` (SQLite, ./embedded) and `mongo` (mongoose, ./mongo). Services depend on this file only,
// and on the game's own types (../domain), which this port speaks in but does not define.
import type {
  Difficulty,
  Language,
  Word,
  WordClass,
  WordFollowupData,
  WordSource,
} from '@bluffle/shared-schema';
import type { PlayerStatsRecord } from '../domain/player-stats';
import type { GameSessionRecord } from '../domain/session';
import type { UserRecord, UserRole } from '../domain/user';

/** A word before the store gives it an id and a creation date. */
export type NewWord = Omit<Word, 'id' | 'createdAt'> & {
  createdAt?: string;
  source?: WordSource;
  createdBy?: string;
  /** How the generator made the word, for the admin's word card; never served to players. */
  provenance?: string;
};
export type { WordSource };
export type StoredWord = Word & { source: WordSource; createdBy: string | null; provenance?: string };

export interface WordListQuery {
  limit: number;
  offset: number;
  /** Case-insensitive substring of the word. */
  search?: string;
  language?: Language;
}

export interface WordRepository {
  /** Inserts one word; throws ConflictError when (word lowercased, language, wordClass) exists. */
  create(word: NewWord): Promise<StoredWord>;
  /** Inserts many; duplicates (in the store or within the batch) are skipped and returned, not thrown. */
  createMany(words: NewWord[]): Promise<{ created: StoredWord[]; duplicates: NewWord[] }>;
  findById(id: string): Promise<StoredWord | null>;
  /** Words in the order of `ids`; unknown ids are left out. */
  findByIds(ids: string[]): Promise<StoredWord[]>;
  /** A uniform random sample for play, never repeating a word within one call. */
  sample(query: { language: Language; count: number; excludeIds?: string[] }): Promise<StoredWord[]>;
  list(query: WordListQuery): Promise<{ words: StoredWord[]; total: number }>;
  count(query?: { language?: Language }): Promise<number>;
  /** Every stored word of the language, lowercased, each once (what a generator must not make again). */
  wordsOf(language: Language): Promise<string[]>;
}

export interface UserRepository {
  /** Creates the user or updates the given fields of an existing one (same id). */
  upsert(user: Omit<UserRecord, 'createdAt' | 'updatedAt'>): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  /**
   * The user with this e-mail, compared case-insensitively (config names the first admins by e-mail). When
   * several accounts share it (one per provider), the earliest created one.
   */
  findByEmail(email: string): Promise<UserRecord | null>;
  /**
   * Replaces the user's roles (duplicates dropped) and returns the updated user; null when there is no such
   * user. The subscription is left as it is: roles and subscription are separate facts. `marks` given are
   * written in the same update (a revoke of admin marks the ADMIN_EMAILS grant used).
   */
  setRoles(
    id: string,
    roles: UserRole[],
    marks?: Pick<UserRecord, 'hasUsedAdminEmailsGrant'>,
  ): Promise<UserRecord | null>;
}

/** Server-side stats of signed-in players, derived from completed sessions (DESIGN decision 4). */
export interface PlayerStatsRepository {
  findByUserId(userId: string): Promise<PlayerStatsRecord | null>;
  /**
   * Writes the stats when the stored version is still `stats.version` (0: none stored yet) and returns them
   * with the version raised by one; throws ConflictError when another save came first, so two games
   * finishing at once on two processes cannot overwrite each other (the caller reads again and retries).
   */
  save(stats: PlayerStatsRecord): Promise<PlayerStatsRecord>;
}

export interface SessionRepository {
  /** Throws ConflictError when the code is taken. */
  create(session: Omit<GameSessionRecord, 'version'>): Promise<GameSessionRecord>;
  findByCode(code: string): Promise<GameSessionRecord | null>;
  /**
   * Replaces the session when its stored version is still `session.version`, and returns it with the
   * version raised by one; throws ConflictError when someone else updated it first (a double answer).
   */
  update(session: GameSessionRecord): Promise<GameSessionRecord>;
  /** The session whose player token hashes to `playerTokenHash` (tokens are unique per session). */
  findByPlayerTokenHash(playerTokenHash: string): Promise<GameSessionRecord | null>;
  /** Removes sessions never completed and created before `createdBefore` (ISO 8601); returns how many. */
  purgeAbandoned(createdBefore: string): Promise<number>;
  /**
   * The word ids of the identity's `sessions` most recently created sessions that have words, newest
   * session first, each session's words in play order (a word met in two of them appears twice).
   */
  recentWordIds(identityKey: string, sessions: number): Promise<string[]>;
}

/** An attempt at being an identity's first play of a set of words. */
export interface FirstPlayClaim {
  identityKey: string;
  wordSetKey: string;
  sessionCode: string;
  at: string;
}

/**
 * The first time an identity played a set of words (DESIGN decision 11): the one attempt that counts.
 * Claimed atomically, so two attempts started at once on two processes cannot both be first.
 */
export interface FirstPlayRepository {
  /**
   * Records `sessionCode` as the identity's first play of the word set unless one is recorded already;
   * returns the code of the first play either way.
   */
  claim(play: FirstPlayClaim): Promise<string>;
  /** The code of the identity's first play of the word set, or null. */
  find(identityKey: string, wordSetKey: string): Promise<string | null>;
}

/** A wordsmith's five-word session (spec §3 Session), shared by code. */
export interface CustomSessionRecord {
  id: string;
  sessionCode: string;
  userId: string;
  playerName: string;
  wordIds: string[];
  timesPlayed: number;
  createdAt: string;
}

export interface CustomSessionRepository {
  create(
    session: Omit<CustomSessionRecord, 'id' | 'createdAt' | 'timesPlayed'>,
  ): Promise<CustomSessionRecord>;
  findByCode(code: string): Promise<CustomSessionRecord | null>;
  listByUser(userId: string): Promise<CustomSessionRecord[]>;
  incrementPlays(code: string): Promise<void>;
}

/** A sign-in session (express-session's data, serialized by the caller) and when it stops being valid. */
export interface AuthSessionRecord {
  data: string;
  /** ISO 8601; the session is expired from this instant on. */
  expiresAt: string;
}

/** Sign-in sessions, so they survive a restart (issue "Accounts, sign-in and roles": sessions). */
export interface AuthSessionRepository {
  /** Null when the session is missing or expired (even if no purge has removed it yet). */
  get(sid: string): Promise<AuthSessionRecord | null>;
  /** Creates or replaces the session. */
  set(sid: string, data: string, expiresAt: string): Promise<void>;
  /** Moves the expiry of a live session; a missing or expired one stays gone (never revived). */
  touch(sid: string, expiresAt: string): Promise<void>;
  destroy(sid: string): Promise<void>;
  /** Removes every session expired at `now` (ISO 8601) and returns how many it removed. */
  purgeExpired(now: string): Promise<number>;
}

export interface Store {
  readonly driver: 'embedded' | 'mongo';
  words: WordRepository;
  users: UserRepository;
  playerStats: PlayerStatsRepository;
  sessions: SessionRepository;
  firstPlays: FirstPlayRepository;
  customSessions: CustomSessionRepository;
  authSessions: AuthSessionRepository;
  /** Checks the store can serve requests (for /ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type { Difficulty, WordClass, WordFollowupData };
