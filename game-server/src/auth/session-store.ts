// express-session's store backed by the Bluffle store, so sign-in sessions survive a restart and are shared
// by every process on the same database (issue "Accounts, sign-in and roles": sessions; docs/design.md decision 5).
import { Store as ExpressSessionStore, type SessionData } from 'express-session';
import { systemClock, type Clock } from '../clock';
import type { AuthSessionRepository, Store } from '../store/port';
import { startPeriodicTask } from '../periodic-task';

/** How long a session without a cookie expiry (a browser-session cookie) is kept. */
export const DEFAULT_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

type Callback<T> = (error: unknown, value?: T) => void;

/**
 * A session's expiry in the store is written at most this often per session. express-session touches the store
 * on every answered request, and a lobby player who polls makes one a second (`npm run bots`: an UPDATE per
 * poll). Out of a 14-day lifetime, a minute late is nothing.
 */
export const TOUCH_EVERY_MS = 60_000;
/** Sessions whose last touch is remembered; past this the memory starts afresh (a few extra writes). */
const MAX_REMEMBERED_TOUCHES = 50_000;

/**
 * Runs `work` and reports to an express-session callback: errors go to the callback, never thrown. The
 * callback runs outside the promise chain, so an exception inside it is not mistaken for a store error
 * (which would call it twice).
 */
function settle<T>(work: () => Promise<T>, callback: Callback<T> | undefined): void {
  work().then(
    (value) => process.nextTick(() => callback?.(null, value)),
    (error: unknown) => process.nextTick(() => callback?.(error)),
  );
}

export interface AuthSessionStoreOptions {
  clock?: Clock;
  /** Lifetime of a session whose cookie has no expiry; DEFAULT_SESSION_TTL_MS unless given. */
  defaultTtlMs?: number;
}

export class AuthSessionStore extends ExpressSessionStore {
  private readonly clock: Clock;
  private readonly defaultTtlMs: number;
  /** When this process last wrote each session's expiry on a touch. */
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly sessions: AuthSessionRepository,
    options: AuthSessionStoreOptions = {},
  ) {
    super();
    this.clock = options.clock ?? systemClock;
    this.defaultTtlMs = options.defaultTtlMs ?? DEFAULT_SESSION_TTL_MS;
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    settle(async () => {
      const record = await this.sessions.get(sid);
      // express-session rebuilds the Cookie (and its expires Date) from this plain object.
      return record ? (JSON.parse(record.data) as SessionData) : null;
    }, callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback<void>): void {
    settle(async () => this.sessions.set(sid, JSON.stringify(session), this.expiryOf(session)), callback);
  }

  override touch(sid: string, session: SessionData, callback?: Callback<void>): void {
    const nowMs = this.clock.now();
    const lastMs = this.touchedAt.get(sid);
    if (lastMs !== undefined && nowMs - lastMs < TOUCH_EVERY_MS) {
      process.nextTick(() => callback?.(null));
      return;
    }
    if (this.touchedAt.size >= MAX_REMEMBERED_TOUCHES) this.touchedAt.clear();
    this.touchedAt.set(sid, nowMs);
    settle(async () => this.sessions.touch(sid, this.expiryOf(session)), callback);
  }

  override destroy(sid: string, callback?: Callback<void>): void {
    this.touchedAt.delete(sid);
    settle(async () => this.sessions.destroy(sid), callback);
  }

  /**
   * The cookie's lifetime from now, on the server's clock, which the store also reads expiry by: in
   * production the stored session then ends no sooner than the cookie (a save sends the cookie with the same
   * lifetime from the same moment; a touch moves only the store's end); in a test whose clock runs ahead of
   * real time, a session signed in then is not already over (the cookie's expires is real time).
   */
  private expiryOf(session: SessionData): string {
    const { originalMaxAge, maxAge } = session.cookie;
    const lifetime = originalMaxAge ?? maxAge;
    const lifetimeMs = typeof lifetime === 'number' ? lifetime : this.defaultTtlMs;
    return new Date(this.clock.now() + lifetimeMs).toISOString();
  }
}

export interface SessionPurgeOptions {
  clock?: Clock;
  /** Where a failed purge is reported (the process logger); the next interval simply tries again. */
  onError?: (error: unknown) => void;
}

/**
 * Removes expired sessions every `intervalMs` (the embedded driver has no TTL monitor of its own; on mongo
 * it only makes the cleanup prompt). The timer is unref'd so it never keeps the process alive; call the
 * returned function to stop it.
 */
export function startSessionPurge(
  store: Pick<Store, 'authSessions'>,
  intervalMs: number,
  options: SessionPurgeOptions = {},
): () => void {
  const clock = options.clock ?? systemClock;
  return startPeriodicTask(
    intervalMs,
    async () => {
      await store.authSessions.purgeExpired(new Date(clock.now()).toISOString());
    },
    options.onError,
  );
}
