import { writeInChunks, type YieldToLoop } from '../chunked-work';

// Colyseus's transport pings every socket each few seconds to find the dead ones, all of them in one timer
// callback: at 4,000 players that was one stretch of 4,000 socket writes (a quarter of a second under load
// in `npm run bots`), every room's answers waiting behind it. The same sweep, in chunks.

/** What a sweep needs of a socket: ws's, with the unanswered pings Colyseus counts on it. */
export interface PingedSocket {
  readyState: number;
  /** Pings sent since the last pong (Colyseus's transport sets it on each socket and zeroes it on a pong). */
  pingCount: number;
  ping(callback: (error?: Error) => void): void;
  terminate(): void;
}

/** ws's WebSocket.OPEN: a socket closing or closed is neither pinged nor counted. */
const OPEN = 1;
/** At some microseconds a ping, a chunk holds the event loop a few milliseconds. */
export const SOCKETS_PER_PING_CHUNK = 250;

function noop(): void {}

/**
 * One sweep of Colyseus's heartbeat, as its transport does it (a socket that left `maxRetries` pings
 * unanswered is terminated, any other is pinged and counted), in chunks of SOCKETS_PER_PING_CHUNK sockets
 * with the event loop handed back between two.
 */
export async function pingInChunks(
  sockets: Iterable<PingedSocket>,
  maxRetries: number,
  yieldToLoop?: YieldToLoop,
): Promise<void> {
  await writeInChunks(
    [...sockets],
    SOCKETS_PER_PING_CHUNK,
    async (chunk) => {
      for (const socket of chunk) {
        if (socket.readyState !== OPEN) continue;
        if (socket.pingCount >= maxRetries) {
          socket.terminate();
          continue;
        }
        socket.pingCount += 1;
        socket.ping(noop);
      }
    },
    yieldToLoop,
  );
}
