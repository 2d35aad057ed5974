import type { Room } from '@colyseus/sdk';

/**
 * Counts the bytes the server sends this room connection from now on (patches and messages), by wrapping
 * the SDK connection's message handler: @colyseus/sdk 0.18 calls `connection.events.onmessage` for every
 * frame. What a connection costs the server in bandwidth, read at the client for free.
 */
export function countReceivedBytes(room: Room): { readonly bytes: number } {
  const counter = { bytes: 0 };
  const events = room.connection.events;
  const deliver = events.onmessage;
  events.onmessage = (event: MessageEvent) => {
    const data = event.data as ArrayBuffer | string;
    counter.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    deliver?.(event);
  };
  return counter;
}
