import type { Clock } from '../clock';
import { startPeriodicTask } from '../periodic-task';
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

/** Runs the purge every `intervalMs` until stopped (periodic-task.ts: never stacked, never keeps the process up). */
export function startAbandonedSessionPurge(options: {
  store: Pick<Store, 'sessions'>;
  clock: Clock;
  abandonedAfterMs: number;
  intervalMs: number;
  onPurged: (count: number) => void;
  onError: (error: unknown) => void;
}): () => void {
  return startPeriodicTask(
    options.intervalMs,
    async () => {
      const count = await purgeAbandonedSessions(options.store, options.clock, options.abandonedAfterMs);
      if (count > 0) options.onPurged(count);
    },
    options.onError,
  );
}
