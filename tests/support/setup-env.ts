// Node 20 has no global WebSocket; Colyseus 0.18 reads it on the reconnection path
//, so every test process gets the `ws` one.
import { WebSocket } from 'ws';

const globalWithSocket = globalThis as { WebSocket?: unknown };
globalWithSocket.WebSocket ??= WebSocket;
