import type { Logger } from '../logging/logger';

/** The signals a server process stops on. */
export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
export type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];

/** What a signal may do to the server: drain it, or stop it now. */
export interface StoppableServer {
  /** Drains: refuses new lobbies and games, lets the games in play finish, then stops (drainThenStop). */
  drain(): Promise<void>;
  /** Stops now: ends the games in play, writes what it buffers, closes the store. */
  close(): Promise<void>;
}

/**
 * What a process does on each stop signal (docs/design.md decision 10). SIGTERM (a deploy, `docker stop`,
 * `kill`) drains; a second SIGTERM stops at once. SIGINT (Ctrl-C at a terminal) stops at once: a developer
 * does not want to wait out a game. Ctrl-C reaches both `npm start`'s launcher and this process, which
 * passes it on, so a repeated signal once stopping is expected: it is ignored rather than left to Node's
 * default handler, which would kill the process halfway through writing. `exit` runs once, after the stop.
 */
export function onShutdownSignal(
  server: StoppableServer,
  exit: (code: number) => void,
  logger: Logger,
): (signal: ShutdownSignal) => void {
  let stopping: 'draining' | 'now' | null = null;
  const exitAfter = (stopped: Promise<void>) =>
    stopped.then(
      () => exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  return (signal) => {
    if (stopping === null && signal === 'SIGTERM') {
      stopping = 'draining';
      logger.info({ signal }, 'draining: finishing the games in play (a second SIGTERM stops now)');
      void exitAfter(server.drain());
    } else if (stopping === null) {
      stopping = 'now';
      logger.info({ signal }, 'shutting down');
      void exitAfter(server.close());
    } else if (stopping === 'draining') {
      // The drain's own promise settles once close() has: it exits then.
      stopping = 'now';
      logger.info({ signal }, 'stopping now: the games still in play end');
      void server.close();
    }
  };
}
