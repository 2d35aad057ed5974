import type { IncomingMessage } from 'node:http';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import type { WebSocket } from 'ws';
import type { ClientMistakeLog } from '../logging/client-mistake-log';
import { pingInChunks, type PingedSocket } from './socket-pings';

/** The events a socket's frames arrive as: a message, or ws's refusal of a frame that breaks the protocol. */
const FRAME_EVENTS = new Set<string | symbol>(['message', 'error']);

/**
 * Colyseus's WebSocket transport, telling `mistakes` whose frame is being handled: each socket's 'message'
 * and 'error' events (ws emits them synchronously as a frame is read, and Colyseus decodes and logs in its
 * listeners) run inside `mistakes.whileHandling(<the client's address>)`. A client is its address, not its
 * socket: every malformed frame closes the socket, so a client sending them reconnects each time. Its
 * heartbeat pings the sockets in chunks (socket-pings.ts), not all of them in one callback.
 */
export class ClientFrameTransport extends WebSocketTransport {
  constructor(mistakes: ClientMistakeLog, options: TransportOptions = {}) {
    super(options);
    // Registered after the transport's own listener, which adds its 'error' listener before its first await.
    this.wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
      const client = request.socket.remoteAddress ?? 'unknown';
      const emit = socket.emit.bind(socket);
      socket.emit = (event: string | symbol, ...args: unknown[]): boolean =>
        FRAME_EVENTS.has(event)
          ? mistakes.whileHandling(client, () => emit(event, ...args))
          : emit(event, ...args);
    });
  }

  /** Colyseus's heartbeat, its sweep in chunks; a sweep still under way when the next is due skips that one. */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    let isSweeping = false;
    this.pingInterval = setInterval(() => {
      if (isSweeping) return;
      isSweeping = true;
      const sockets = this.wss.clients as Set<WebSocket & PingedSocket>;
      void pingInChunks(sockets, pingMaxRetries).finally(() => (isSweeping = false));
    }, pingInterval);
  }
}
