// The store port (docs/design.md decision 2): one repository per entity, typed here once. Two drivers implement
// it: `embedded` (SQLite, ./embedded) and `mongo` (mongoose, ./mongo). Services depend on this file only,
// and on the game's own types (../domain), which this port speaks in but does not define.
import type { Language, SubscriptionState, Word, WordPlayCounts, WordStatus } from '@bluffle/shared-schema';
import type { AuthSessionRecord } from '../domain/auth-session';
import type { BoardEntryRecord, BoardPage, BoardPageQuery } from '../domain/board-entry';
import type { BillingAccountRecord, PaymentEventRecord } from '../domain/billing';
import type { CustomSessionPlay, CustomSessionRecord } from '../domain/custom-session';
import type { DailyFiveCandidateRecord, DailyFivePlayRecord, DailyFiveSetRecord } from '../domain/daily-five';
import type { ConflictError } from '../domain/errors';
import type { FirstPlayClaim } from '../domain/first-play';
import type { PlayedGameRecord } from '../domain/played-game';
import type { PlayerStatsRecord } from '../domain/player-stats';
import type { GameSessionRecord } from '../domain/session';
import type { UserRecord, UserRole } from '../domain/user';
import type { NewWord, StoredWord, WordReview } from '../domain/word';
import type { WordCallTally } from '../domain/word-play';
import type { LobbySnapshots } from './lobby-snapshots';

export interface WordListQuery {
  limit: number;
  offset: number;
  /** Case-insensitive substring of the word. */
  search?: string;
  language?: Language;
  /** Only words in this moderation state (the admin's moderation queue asks for 'pending'). */
  status?: WordStatus;
  /** Only words this user contributed (My Bluffles). */
  createdBy?: string;
  /**
   * Newest first unless told otherwise: 'oldest' (a moderation queue serves whoever has waited longest), or
   * by fool rate or calls (the admin's word list); by fool rate, words never called come last.
   * Ties go newest first.
   */
  order?: WordListOrder;
  /** Only words called at least this many times. */
  minCalls?: number;
  /** Only words with a fool rate (called at all) of at least / at most this. */
  minFoolRate?: number;
  maxFoolRate?: number;
  /** Only retired words, or none of them (rules/word-play). */
  retired?: 'only' | 'exclude';
}

export type WordListOrder =
  'newest' | 'oldest' | 'fool-rate-high' | 'fool-rate-low' | 'calls-high' | 'calls-low';

/** The wordsmith's word search: what a custom session may be built from. */
export interface WordSearch {
  /** Case-insensitive substring of the word; blank matches every word. */
  text: string;
  limit: number;
  language?: Language;
  /** The searcher: their own words match whatever their moderation state; others' only once approved. */
  viewerId: string;
}

export interface WordSampleQuery {
  language: Language;
  count: number;
  excludeIds?: string[];
  provenFoolersOnly?: boolean;
}

export interface WordRepository {
  /** Inserts one word; throws ConflictError when (word lowercased, language, wordClass) exists. */
  create(word: NewWord): Promise<StoredWord>;
  /** Inserts many; duplicates (in the store or within the batch) are skipped and returned, not thrown. */
  createMany(words: NewWord[]): Promise<{ created: StoredWord[]; duplicates: NewWord[] }>;
  findById(id: string): Promise<StoredWord | null>;
  /** Words in the order of `ids`; unknown ids are left out. */
  findByIds(ids: string[]): Promise<StoredWord[]>;
  /**
   * A uniform random sample for play of the play pool only (approved, not retired: rules/word-play), never
   * repeating a word within one call; with `provenFoolersOnly`, of the pool's proven foolers only.
   */
  sample(query: WordSampleQuery): Promise<StoredWord[]>;
  /**
   * The ids of such a sample, so the word cache can serve the words themselves (a lobby's draw probes a pool
   * of twenty words and parsed every one of them).
   */
  sampleIds(query: WordSampleQuery): Promise<string[]>;
  /** Newest first (or oldest first, as the query asks), then by word. */
  list(query: WordListQuery): Promise<{ words: StoredWord[]; total: number }>;
  /** The word with this unique key (word compared lowercased and trimmed), or null. */
  findByKey(key: Pick<Word, 'word' | 'language' | 'wordClass'>): Promise<StoredWord | null>;
  /**
   * Words matching the search: those starting with the text first, then alphabetical by word. Approved
   * words and the viewer's own (any state) only.
   */
  search(search: WordSearch): Promise<StoredWord[]>;
  /** Records an admin's decision (a rejection keeps its reason, an approval clears it); null when unknown. */
  review(id: string, review: WordReview): Promise<StoredWord | null>;
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
  /**
   * Adds one role held for good (a one-time purchase: lexivestor), keeping the others, in one atomic
   * update; null when there is no such user. Granting a held role changes nothing.
   */
  grantRole(id: string, role: UserRole): Promise<UserRecord | null>;
  /**
   * Records until when the paid wordsmith subscription runs (null: it has ended or never began), leaving
   * every other field; null when there is no such user. Only verified payment events call this.
   */
  setWordsmithUntil(id: string, until: string | null): Promise<UserRecord | null>;
}

/** Who pays through which Stripe customer, and what their subscriptions are. */
export interface BillingRepository {
  /**
   * Links the user to `customerId` unless they have a customer already, atomically, and returns the account
   * stored: the earlier link wins a race (two checkouts at once), so one user never has two customers here.
   */
  linkCustomer(userId: string, customerId: string): Promise<BillingAccountRecord>;
  findByUserId(userId: string): Promise<BillingAccountRecord | null>;
  findByCustomerId(customerId: string): Promise<BillingAccountRecord | null>;
  /** Replaces the stored subscriptions of the customer's account; null when no account has the customer. */
  setSubscriptions(
    customerId: string,
    subscriptions: SubscriptionState[],
  ): Promise<BillingAccountRecord | null>;
}

export interface PaymentEventRepository {
  /**
   * Claims an event for applying: true the first time its id is seen (stored with outcome 'applying'),
   * false when it was claimed before (a replay or a duplicate delivery). Atomic across processes.
   */
  claim(event: { eventId: string; type: string; receivedAt: string }): Promise<boolean>;
  /** Records what applying the claimed event did. */
  complete(eventId: string, result: { userId: string | null; outcome: string }): Promise<void>;
  /** Gives a claim back when applying failed, so Stripe's next delivery applies it. */
  release(eventId: string): Promise<void>;
  find(eventId: string): Promise<PaymentEventRecord | null>;
  /** The events applied to one account, oldest first (for the operator and the tests). */
  listByUser(userId: string): Promise<PaymentEventRecord[]>;
}

/** Solo games started per signed-in user per UTC day (: the free daily limit). */
export interface DailyGameRepository {
  /**
   * Counts one game on the user's `day` ('YYYY-MM-DD', UTC) unless `limit` are counted already (null: no
   * limit), atomically, so games started at once on two processes cannot pass the limit together. Returns
   * the day's count after it, or null when the limit was reached and nothing was counted.
   */
  claim(userId: string, day: string, limit: number | null): Promise<number | null>;
  /** The games counted on the user's day (0 when none). */
  countOf(userId: string, day: string): Promise<number>;
}

/**
 * The day's set of the daily five, fixed the first time it is asked for: words added later the same day do
 * not change it, and two processes choosing at once agree because only one choice is ever stored.
 */
export interface DailyFiveSetRepository {
  /**
   * Stores the set unless (day, language) has one already, atomically, and returns the stored set either
   * way: the first choice wins a race.
   */
  fix(set: DailyFiveSetRecord): Promise<DailyFiveSetRecord>;
  find(day: string, language: Language): Promise<DailyFiveSetRecord | null>;
  /** The day of the language's first stored set, or null: where the archive of past sets starts. */
  firstDay(language: Language): Promise<string | null>;
  /**
   * The language's play pool (approved, not retired) in the least the choice needs, in no particular order: what a day's set
   * is chosen from. Read from the words, but only here, so the choice need not load every whole word (the bank
   * holds thousands per language).
   */
  candidates(language: Language): Promise<DailyFiveCandidateRecord[]>;
}

/** Who has played which day's daily five: once a day, and the streak's days. */
export interface DailyFivePlayRepository {
  /**
   * Records the play unless the identity has one for (day, language) already, atomically, and returns the
   * stored play either way: of two starts at once on two processes, exactly one is the day's play.
   */
  claim(play: DailyFivePlayRecord): Promise<DailyFivePlayRecord>;
  find(identityKey: string, day: string, language: Language): Promise<DailyFivePlayRecord | null>;
  /** The distinct days the identity played on (any language), newest first, at most `limit` of them. */
  playedDays(identityKey: string, limit: number): Promise<string[]>;
  /** The identity's plays, newest day first, at most `limit`: what a guest's browser brings to an account. */
  listByIdentity(identityKey: string, limit: number): Promise<DailyFivePlayRecord[]>;
}

/**
 * How players called each word in server-judged games (: a contributed word's fool rate:
 * every word's). Counted from judged phase-one answers; a timeout is no call.
 */
export interface WordPlayRepository {
  /**
   * Adds each tally to its word's counts and recomputes what they make of the word (shared-schema
   * rules/word-play: fool rate, retired, proven fooler, a proven word's difficulty), all in one batch; an
   * id of no stored word is skipped. Atomic per word, so tallies flushed at once by two processes both
   * count. Returns the words whose difficulty changed (a word cache must forget them).
   */
  recordMany(tallies: readonly WordCallTally[]): Promise<{ regradedIds: string[] }>;
  /** The counts of each id asked for; a word never called has { calls: 0, calledReal: 0 }. */
  countsOf(wordIds: string[]): Promise<Map<string, WordPlayCounts>>;
}

/** Server-side stats of signed-in players, derived from completed sessions (docs/design.md decision 4). */
export interface PlayerStatsRepository {
  findByUserId(userId: string): Promise<PlayerStatsRecord | null>;
  /**
   * Writes the stats when the stored version is still `stats.version` (0: none stored yet) and returns them
   * with the version raised by one; throws ConflictError when another save came first, so two games
   * finishing at once on two processes cannot overwrite each other (the caller reads again and retries).
   */
  save(stats: PlayerStatsRecord): Promise<PlayerStatsRecord>;
  /**
   * Many players' saves in one write (one transaction, one bulk write): each as save() would do it, with its
   * own outcome in the order given, so a conflict on one player leaves the others saved. Games ending
   * together (a thousand lobbies' last rounds) then cost the store one commit, not one each. One player at
   * most once in a call. Throws only when the write itself fails.
   */
  saveMany(stats: PlayerStatsRecord[]): Promise<StatsSaveOutcome[]>;
}

/** One save of saveMany: saved (as save() returns it), or refused as save() would throw. */
export type StatsSaveOutcome =
  { isSaved: true; stats: PlayerStatsRecord } | { isSaved: false; conflict: ConflictError };

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
  /**
   * A guest identity's completed sessions that no account holds yet, oldest first, at most `limit`: the
   * games a guest may add to the account they sign in to ( 'Guest progress kept').
   */
  listUnclaimedCompleted(identityKey: string, limit: number): Promise<GameSessionRecord[]>;
}

/** The player's own game history: what the stats view charts. */
export interface PlayedGameRepository {
  /**
   * The user's completed sessions (their own and the guest games they took up), newest started first, then
   * by code, at most `limit`.
   */
  listCompletedByUser(userId: string, limit: number): Promise<PlayedGameRecord[]>;
}

/**
 * The first time an identity played a set of words (docs/design.md decision 11): the one attempt that counts.
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

/**
 * The challenge board: each counted attempt at a set of words, ranked by score, then time, then
 * completion. Indexed by (set, score desc, time asc), so a set with thousands of attempts pages fast.
 */
export interface BoardRepository {
  /** Records the attempt; recording the same session again changes nothing (a completion counts once). */
  record(entry: BoardEntryRecord): Promise<void>;
  page(query: BoardPageQuery): Promise<BoardPage>;
  /** The 1-based rank of the session's entry on its set's board, or null when it has none. */
  rankOf(wordSetKey: string, sessionCode: string): Promise<number | null>;
}

export interface CustomSessionRepository {
  create(
    session: Omit<CustomSessionRecord, 'id' | 'createdAt' | 'timesPlayed' | 'calls' | 'fooled'>,
  ): Promise<CustomSessionRecord>;
  findByCode(code: string): Promise<CustomSessionRecord | null>;
  /** Newest first. */
  listByUser(userId: string): Promise<CustomSessionRecord[]>;
  /** Counts one completed play (atomically, so plays finishing at once on two processes both count). */
  incrementPlays(code: string, play: CustomSessionPlay): Promise<void>;
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
  wordPlays: WordPlayRepository;
  users: UserRepository;
  playerStats: PlayerStatsRepository;
  sessions: SessionRepository;
  playedGames: PlayedGameRepository;
  firstPlays: FirstPlayRepository;
  boards: BoardRepository;
  customSessions: CustomSessionRepository;
  authSessions: AuthSessionRepository;
  billing: BillingRepository;
  paymentEvents: PaymentEventRepository;
  dailyGames: DailyGameRepository;
  dailyFiveSets: DailyFiveSetRepository;
  dailyFivePlays: DailyFivePlayRepository;
  /** Lobbies saved for a restart to resume (lobby-snapshots.ts); with REDIS_URL, Redis keeps them instead. */
  lobbySnapshots: LobbySnapshots;
  /** Checks the store can serve requests (for /ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
