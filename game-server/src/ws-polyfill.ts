// Node 20 has no global WebSocket, and Colyseus 0.18 reads one on its reconnection path
// (notes/colyseus-0.18.md §0.1). Imported first by main.ts, before Colyseus loads.
import { WebSocket } from 'ws';

const globalWithSocket = globalThis as { WebSocket?: unknown };
globalWithSocket.WebSocket ??= WebSocket;
