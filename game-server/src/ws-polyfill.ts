// Node 20 has no global WebSocket, and Colyseus 0.18 reads one on its reconnection path
//: without it every reconnection fails halfway (4003), and a reload's seat
// comes back only by joining again. Imported by createGameServer, so every way of starting a server has it
// (the browser tests' server process had not), and first by main.ts, before Colyseus loads.
import { WebSocket } from 'ws';

const globalWithSocket = globalThis as { WebSocket?: unknown };
globalWithSocket.WebSocket ??= WebSocket;
