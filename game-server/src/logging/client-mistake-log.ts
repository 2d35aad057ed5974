import type { Clock } from '../clock';
import type { Logger } from './logger';

/** At most one line per client in this long; the frames in between are counted on the next line. */
export const CLIENT_MISTAKE_LINE_INTERVAL_MS = 60_000;
/** Clients remembered; past this the memory starts afresh (a few extra lines). */
const MAX_REMEMBERED_CLIENTS = 10_000;

interface ClientTally {
  /** Malformed frames from this client since it was first remembered. */
  total: number;
  /** Of those, the ones since the last line, which were not logged. */
  unlogged: number;
  lastLineAtMs: number;
}

/** The logger interface Colyseus writes to (ServerOptions.logger, setLogger in @colyseus/core). */
export interface ColyseusLogger {
  debug(...parts: unknown[]): void;
  info(...parts: unknown[]): void;
  warn(...parts: unknown[]): void;
  error(...parts: unknown[]): void;
  trace(...parts: unknown[]): void;
}

export interface ClientMistakeLog {
  /** Runs the handling of one frame from `client` (its address): Colyseus's errors during it are that client's. */
  whileHandling<Result>(client: string, handle: () => Result): Result;
  /** What Colyseus logs through: its errors while a client's frame is handled become that client's mistakes. */
  colyseusLogger: ColyseusLogger;
}

/** The first line of what Colyseus logged (an error's stack, or its message and stack), without the trace. */
function reasonOf(logged: unknown): string {
  const text = logged instanceof Error ? logged.message : String(logged);
  return text.split('\n', 1)[0]!.slice(0, 200);
}

/**
 * A client's malformed WebSocket frame (bad MessagePack, trailing bytes, an oversized payload, a reserved
 * opcode, an unmasked frame...) is its mistake, not the server's: Colyseus logs each one as an error with its
 * stack (debugAndPrintError in @colyseus/core), so anyone could fill an operator's error log. While a frame of
 * a client is being handled (server/client-frame-transport.ts says when), Colyseus's errors become one warn
 * line without a stack, at most one per client a minute, carrying how many came in all and since the last
 * line. The client still gets its close code: ws and Colyseus close the socket as before. Everything else
 * Colyseus logs goes to `logger` unchanged.
 */
export function clientMistakeLog(deps: { logger: Logger; clock: Clock }): ClientMistakeLog {
  const { logger, clock } = deps;
  const tallies = new Map<string, ClientTally>();
  /** The client whose frame is being handled now: frames are handled synchronously, one at a time. */
  let handledClient: string | undefined;

  function countMistake(client: string, logged: unknown): void {
    const nowMs = clock.now();
    let tally = tallies.get(client);
    if (tally === undefined) {
      if (tallies.size >= MAX_REMEMBERED_CLIENTS) tallies.clear();
      tally = { total: 0, unlogged: 0, lastLineAtMs: Number.NEGATIVE_INFINITY };
      tallies.set(client, tally);
    }
    tally.total += 1;
    if (nowMs - tally.lastLineAtMs < CLIENT_MISTAKE_LINE_INTERVAL_MS) {
      tally.unlogged += 1;
      return;
    }
    logger.warn(
      {
        client,
        reason: reasonOf(logged),
        malformedFrames: tally.total,
        unloggedSinceLastLine: tally.unlogged,
      },
      'malformed WebSocket frame from a client',
    );
    tally.unlogged = 0;
    tally.lastLineAtMs = nowMs;
  }

  const forward =
    (level: keyof ColyseusLogger) =>
    (...parts: unknown[]): void =>
      (logger[level] as (...args: unknown[]) => void).apply(logger, parts);
  const logError = forward('error');

  return {
    whileHandling(client, handle) {
      const outer = handledClient;
      handledClient = client;
      try {
        return handle();
      } finally {
        handledClient = outer;
      }
    },
    colyseusLogger: {
      debug: forward('debug'),
      info: forward('info'),
      warn: forward('warn'),
      trace: forward('trace'),
      error: (...parts) => {
        if (handledClient === undefined) logError(...parts);
        else countMistake(handledClient, parts[0]);
      },
    },
  };
}
