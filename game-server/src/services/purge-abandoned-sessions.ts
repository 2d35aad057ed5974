import type { Clock } from '../clock';
import type { Store } from '../store/port';

/**
 * Removes games nobody finished (issue "Fair play, abuse limits": abandoned sessions expire). A game is
 * abandoned when it was created longer ago than `abandonedAfterMs` and is still not complete; completed
 * games stay, because a challenge link can be opened at any time. First plays stay too, so a replay of an
 * abandoned game's words is still practice.
 */
export async function purgeAbandonedSessions(
  store: Pick<Store, 'sessions'>,
  clock: Clock,
  abandonedAfterMs: number,
): Promise<number> {
  return store.sessions.purgeAbandoned(new Date(clock.now() - abandonedAfterMs).toISOString());
}

/** Runs the purge every `intervalMs` until stopped; a slow purge is not stacked under the next one. */
export function startAbandonedSessionPurge(options: {
  store: Pick<Store, 'sessions'>;
  clock: Clock;
  abandonedAfterMs: number;
  intervalMs: number;
  onPurged: (count: number) => void;
  onError: (error: unknown) => void;
}): () => void {
  let isPurging = false;
  const timer = setInterval(() => {
    if (isPurging) return;
    isPurging = true;
    purgeAbandonedSessions(options.store, options.clock, options.abandonedAfterMs)
      .then((count) => {
        if (count > 0) options.onPurged(count);
      })
      .catch(options.onError)
      .finally(() => {
        isPurging = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
