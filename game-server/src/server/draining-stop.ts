import type { Clock } from '../clock';
import type { Logger } from '../logging/logger';
import type { DrainProgress, LobbyDrain } from '../multiplayer/lobby-drain';

/** What a draining stop drives: the server's lobbies, its clock, and the stop that writes and closes. */
export interface DrainingStopDeps {
  lobbies: LobbyDrain;
  /** Takes this process out of the choice of where other processes open new rooms (room-placement.ts). */
  leaveRoomPlacement(): Promise<void>;
  clock: Clock;
  /** The longest the games in play, and the finished lobbies' linger, are waited for (SHUTDOWN_DRAIN_SECONDS). */
  limitMs: number;
  /** How often (real time) the lobbies and the clock are looked at; the clock decides the limit. */
  checkEveryMs: number;
  /** Whether the stop has begun without waiting (a second signal): the drain ends now. */
  isClosing(): boolean;
  /** Stops the server: ends what is left, writes what it buffers, closes the store. */
  close(): Promise<void>;
  logger: Logger;
}

function isDrained(progress: DrainProgress): boolean {
  return progress.inPlay === 0 && progress.lingering === 0;
}

/**
 * A draining stop (docs/architecture.md, Deploying without ending a game): the process refuses new lobbies,
 * joins and games at once, lets every lobby game in play finish and its players read the final standings
 * (lobby-drain.ts), then stops. It stops sooner at the limit, read on the server's clock so a test's manual
 * clock decides it, or when close() is called meanwhile.
 */
export async function drainThenStop(deps: DrainingStopDeps): Promise<void> {
  const { lobbies, clock, limitMs, logger } = deps;
  const deadlineMs = clock.now() + limitMs;
  const leaving = deps.leaveRoomPlacement();
  const { inPlay, lingering } = lobbies.begin(clock.now());
  // Without the mark the drain still refuses everything new here; a player sent here is told to try again.
  await leaving.catch((error: unknown) =>
    logger.warn({ err: error }, 'draining: other processes may still open new rooms here'),
  );
  // The one line a drain's start gets: /ready answers 503 from now on without logging each probe.
  logger.info(
    { inPlay, lingering, limitSeconds: limitMs / 1000 },
    'draining: /ready answers 503, nothing new starts here; waiting for the games in play',
  );
  const reason = await new Promise<'done' | 'limit' | 'stopped'>((resolve) => {
    const look = () => {
      if (deps.isClosing()) return 'stopped';
      const now = clock.now();
      if (isDrained(lobbies.sweep(now))) return 'done';
      return now >= deadlineMs ? 'limit' : null;
    };
    const timer = setInterval(() => {
      const outcome = look();
      if (outcome === null) return;
      clearInterval(timer);
      resolve(outcome);
    }, deps.checkEveryMs);
  });
  logger.info({ reason }, reason === 'done' ? 'drained: no game in play or on show' : 'draining cut short');
  await deps.close();
}
